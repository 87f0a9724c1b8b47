// Turkish texts of visitor reviews (SPEC §5, §8), zod-free for the review island.

export const REVIEW_MSG = {
  rating: 'Lütfen 1 ile 5 arasında bir puan verin',
  comment: 'Lütfen en az 10 karakterlik bir yorum yazın',
  submitting: 'Gönderiliyor...',
  successTitle: 'Yorumunuz alındı',
  successText: 'Yorumunuz onaylandıktan sonra yayınlanacak. Teşekkür ederiz.',
  failureTitle: 'Hata',
  failureText: 'Yorumunuz gönderilirken bir hata oluştu.',
  empty: 'Henüz onaylanmış yorum yok. İlk yorumu siz yazın.',
  anonymous: 'Ziyaretçi',
} as const;
