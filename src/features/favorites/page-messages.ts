// Turkish texts of the favourites page (its own module, so the heart button's script on every list
// page does not carry them).

export const FAVORITES_PAGE_MSG = {
  title: 'Favorilerim',
  intro:
    'Kalp düğmesiyle seçtiğiniz işletmeler bu cihazda saklanır; hesap gerekmez. Hesabınıza giriş yaptığınızda bu cihazdaki favorileriniz hesabınıza eklenir.',
  noScript:
    'Favoriler tarayıcınızda saklanır: eklemek ve görmek için tarayıcınızda JavaScript açık olmalı. İşletmeler listesi JavaScript olmadan da çalışır.',
  empty: 'Henüz favoriniz yok. İşletme kartlarındaki kalp düğmesiyle ekleyebilirsiniz.',
  loading: 'Favorileriniz yükleniyor…',
  loadFailed: 'Favorileriniz yüklenemedi. Sayfayı yenileyip tekrar deneyin.',
  merged: 'Favorileriniz hesabınızla birleştirildi.',
} as const;
