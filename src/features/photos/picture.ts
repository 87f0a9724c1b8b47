import { PHOTO_FORMATS, type PhotoDto, srcsetOf } from '~/features/photos/messages.ts';
import { attrs, type Html, html } from '~/lib/ui/html.ts';

const FALLBACK = PHOTO_FORMATS[PHOTO_FORMATS.length - 1];

export interface PictureOptions {
  sizes: string;
  class?: string | undefined;
  /** The first photo of a page: eager and high priority instead of lazy. */
  hero?: boolean | undefined;
  alt?: string | undefined;
}

/**
 * One photo as a <picture>: AVIF, then WebP, then the JPEG fallback, each at every width written, with
 * its size set so nothing moves while it loads. Lazy unless `hero`.
 */
export function photoPictureHtml(
  photo: PhotoDto,
  { sizes, class: className, hero = false, alt }: PictureOptions,
): Html {
  const sources = photo.base ? PHOTO_FORMATS.slice(0, -1) : [];
  return html`<picture>${sources.map(
    (format) => html`<source${attrs({ type: format.type, srcset: srcsetOf(photo, format.ext), sizes })}>`,
  )}<img${attrs({
    src: photo.src,
    srcset: photo.base && FALLBACK ? srcsetOf(photo, FALLBACK.ext) : undefined,
    sizes: photo.base ? sizes : undefined,
    width: photo.width ?? undefined,
    height: photo.height ?? undefined,
    alt: alt ?? photo.caption ?? '',
    class: className,
    loading: hero ? 'eager' : 'lazy',
    decoding: hero ? 'auto' : 'async',
    fetchpriority: hero ? 'high' : undefined,
  })}></picture>`;
}

/** The small photo of a list card (lazy), when the business has a published one (the list's listingCovers). */
export function cardThumbHtml(cover: PhotoDto | undefined): Html {
  return cover
    ? photoPictureHtml(cover, {
        sizes: '4rem',
        alt: '',
        class: 'float-right ml-3 h-16 w-16 rounded-lg bg-slate-100 object-cover',
      })
    : html``;
}

/** The largest file of a photo (its widest JPEG, or its plain URL): where a photo's link leads without scripts. */
export function largestPhotoUrl(photo: Pick<PhotoDto, 'base' | 'widths' | 'src'>): string {
  const widest = Math.max(...photo.widths);
  return photo.base && FALLBACK && Number.isFinite(widest) ? `${photo.base}-${widest}.${FALLBACK.ext}` : photo.src;
}
