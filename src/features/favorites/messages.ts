// Turkish texts and shared shapes of the favourites (zod-free: the browser script uses them).

export const FAVORITES_PAGE = '/favorilerim';
export const FAVORITES_API = '/api/favorites';
/** localStorage keys: the ids kept on this device, and whether the last sync found a signed-in account. */
export const FAVORITES_STORAGE_KEY = 'adiyaman-rehberi:favoriler';
export const FAVORITES_ACCOUNT_KEY = 'adiyaman-rehberi:favoriler-hesap';
/** The most favourites kept (on the device and in an account). */
export const FAVORITES_MAX = 500;

/** The heart button's title, on every list page (kept apart so that page's script carries only these). */
export const FAVORITE_TOGGLE_MSG = { add: 'Favorilere ekle', remove: 'Favorilerden çıkar' } as const;

export const FAVORITES_MSG = {
  button: (name: string) => `Favori: ${name}`,
  noScriptLink: (name: string) => `Favoriler: ${name} (JavaScript gerekir)`,
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
