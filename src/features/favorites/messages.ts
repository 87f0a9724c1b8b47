// Turkish texts and shared shapes of the favourites (zod-free: the browser script uses them).

export const FAVORITES_PAGE = '/favorilerim';
export const FAVORITES_API = '/api/favorites';
/** localStorage keys: the ids kept on this device, and whether the last sync found a signed-in account. */
export const FAVORITES_STORAGE_KEY = 'adiyaman-rehberi:favoriler';
export const FAVORITES_ACCOUNT_KEY = 'adiyaman-rehberi:favoriler-hesap';
/** The most favourites kept (on the device and in an account). */
export const FAVORITES_MAX = 500;

export const FAVORITES_MSG = {
  title: 'Favorilerim',
  button: (name: string) => `Favori: ${name}`,
  add: 'Favorilere ekle',
  remove: 'Favorilerden çıkar',
  noScriptLink: (name: string) => `Favoriler: ${name} (JavaScript gerekir)`,
  intro:
    'Kalp düğmesiyle seçtiğiniz işletmeler bu cihazda saklanır; hesap gerekmez. Hesabınıza giriş yaptığınızda bu cihazdaki favorileriniz hesabınıza eklenir.',
  noScript:
    'Favoriler tarayıcınızda saklanır: eklemek ve görmek için tarayıcınızda JavaScript açık olmalı. İşletmeler listesi JavaScript olmadan da çalışır.',
  empty: 'Henüz favoriniz yok. İşletme kartlarındaki kalp düğmesiyle ekleyebilirsiniz.',
  loading: 'Favorileriniz yükleniyor…',
  loadFailed: 'Favorileriniz yüklenemedi. Sayfayı yenileyip tekrar deneyin.',
  merged: 'Favorileriniz hesabınızla birleştirildi.',
  ids: `En fazla ${FAVORITES_MAX} favori saklanabilir.`,
  id: 'Geçersiz işletme numarası.',
} as const;

/** What the favourites page shows of a business. */
export interface FavoriteBusiness {
  id: number;
  name: string;
  category: string;
  district: string | null;
  address: string;
}

/** Answer of POST /api/favorites. */
export interface FavoritesResponse {
  /** The favourites to keep on the device: the account's when signed in, else those sent. */
  ids: number[];
  signedIn: boolean;
  /** The listed (approved) businesses among them, in the order of `ids`. */
  businesses: FavoriteBusiness[];
}
