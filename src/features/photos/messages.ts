// Texts, limits and shapes of listing photos (zod-free: pages and islands read them).
import { PHOTO_FILE_LIMIT, PHOTO_POST_FILES } from '~/lib/constants.ts';

export const PHOTO_LIMITS = { caption: 200, fileMb: PHOTO_FILE_LIMIT / (1024 * 1024), megapixels: 40 } as const;

/** Uploads one account may send in a window (each is decoded and encoded three times over). */
export const PHOTO_UPLOAD_RATE = { max: 20, windowMs: 10 * 60_000 } as const;

/** Widths the resized variants are written at (never above the photo's own width). */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;

/** The formats written, best first (the order of a picture's sources); the last one is the fallback. */
export const PHOTO_FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
  { ext: 'jpg', type: 'image/jpeg' },
] as const;

export type PhotoExt = (typeof PHOTO_FORMATS)[number]['ext'];

/** What an owner may do to one photo ('first' and 'last' move it to the front or the end of the order). */
export const PHOTO_ACTIONS = ['caption', 'primary', 'first', 'last', 'delete'] as const;
export type PhotoAction = (typeof PHOTO_ACTIONS)[number];

/**
 * Notices of the photo page after a change, by the `durum` query: keys of their own, so the account
 * frame's notices (which read the same query) never show one of theirs beside it.
 */
export const PHOTO_NOTICES = {
  'fotograf-yuklendi': 'Fotoğraf yüklendi.',
  'fotograflar-yuklendi': 'Fotoğraflar yüklendi.',
  'fotograf-onayda': 'Fotoğraf yüklendi; onaylandıktan sonra işletme sayfasında görünecek.',
  'fotograflar-onayda': 'Fotoğraflar yüklendi; onaylandıktan sonra işletme sayfasında görünecek.',
  'aciklama-kaydedildi': 'Açıklama kaydedildi.',
  'ana-fotograf': 'Ana fotoğraf değiştirildi.',
  'sira-degisti': 'Fotoğrafların sırası değiştirildi.',
  'fotograf-silindi': 'Fotoğraf silindi.',
} as const;
type PhotoNotice = keyof typeof PHOTO_NOTICES;

/** The notice after each change of one photo. */
export const PHOTO_ACTION_NOTICE: Record<PhotoAction, PhotoNotice> = {
  caption: 'aciklama-kaydedildi',
  primary: 'ana-fotograf',
  first: 'sira-degisti',
  last: 'sira-degisti',
  delete: 'fotograf-silindi',
};

/** The notice after an upload of `count` photos, `pending` when they wait for moderation. */
export function uploadNotice(count: number, pending: boolean): PhotoNotice {
  if (pending) return count > 1 ? 'fotograflar-onayda' : 'fotograf-onayda';
  return count > 1 ? 'fotograflar-yuklendi' : 'fotograf-yuklendi';
}

/** Texts of the upload form's script: each chosen photo's line while it is made smaller and sent. */
export const PHOTO_PROGRESS_MSG = {
  shrinking: 'Küçültülüyor…',
  sending: 'Gönderiliyor…',
  done: 'Yüklendi',
  failed: 'Yüklenemedi',
  progress: (name: string) => `${name} yükleniyor`,
} as const;

/** Where the variants are served from. */
export const UPLOADS_PATH = '/uploads/photos';

export const PHOTO_MSG = {
  missing: 'Yüklemek için bir fotoğraf seçin.',
  tooManyFiles: `Bir seferde en fazla ${PHOTO_POST_FILES} fotoğraf yükleyebilirsiniz.`,
  /** A refusal after some photos of the same post were kept. */
  partly: (kept: number, message: string) => `${kept} fotoğraf yüklendi. ${message}`,
  tooLarge: `Fotoğraf en fazla ${PHOTO_LIMITS.fileMb} MB olabilir. Daha küçük bir dosya seçin.`,
  badType: 'Bu dosya desteklenen bir fotoğraf değil. JPEG, PNG veya WebP biçiminde bir fotoğraf yükleyin.',
  tooSmall: 'Fotoğraf en az 200 piksel genişliğinde ve yüksekliğinde olmalıdır.',
  tooManyPixels: `Fotoğrafın çözünürlüğü çok yüksek: en fazla ${PHOTO_LIMITS.megapixels} megapiksel olabilir. Daha küçük bir boyutta kaydedip yeniden yükleyin.`,
  caption: `Açıklama en fazla ${PHOTO_LIMITS.caption} karakter olabilir.`,
  limit: (max: number) =>
    `Planınız en fazla ${max} fotoğrafa izin veriyor. Yeni fotoğraf için birini silin ya da planınızı yükseltin.`,
  notFound: 'Fotoğraf bulunamadı.',
  badAction: 'Geçersiz işlem.',
} as const;

/** The photo strip and viewer of a business page. */
export const PHOTO_VIEWER_MSG = {
  strip: 'Diğer fotoğraflar (kaydırın)',
  open: (caption: string, index: number, total: number) => `Fotoğrafı büyüt (${index}/${total}): ${caption}`,
  count: (index: number, total: number) => `${index} / ${total}`,
  close: 'Kapat',
  previous: 'Önceki fotoğraf',
  next: 'Sonraki fotoğraf',
} as const;

export const PHOTO_STATUS_LABEL: Record<string, string> = {
  pending: 'Onay bekliyor',
  approved: 'Yayında',
  rejected: 'Reddedildi',
};

/** A photo as pages show it. */
export interface PhotoDto {
  id: number;
  businessId: number;
  caption: string | null;
  isPrimary: boolean;
  status: string;
  sortOrder: number;
  /** URL of a variant without its width and extension (`…/key`), or a plain URL (`src` only). */
  base: string | null;
  src: string;
  widths: number[];
  width: number | null;
  height: number | null;
}

/** A photo waiting for moderation, with its listing's name. */
export interface PendingPhoto extends PhotoDto {
  businessName: string;
}

/** URL of one variant of an uploaded photo. */
export const variantUrl = (key: string, width: number, ext: PhotoExt) => `${UPLOADS_PATH}/${key}-${width}.${ext}`;

/** `srcset` of one format of a photo. */
export function srcsetOf(photo: Pick<PhotoDto, 'base' | 'widths'>, ext: PhotoExt): string {
  return photo.widths.map((w) => `${photo.base}-${w}.${ext} ${w}w`).join(', ');
}

/** The owner's photo page of a listing. */
