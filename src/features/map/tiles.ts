// Map tiles: the default source and its attribution (MAP_TILE_URL and MAP_TILE_ATTRIBUTION override them).
import type { Lang } from '~/lib/i18n/langs.ts';

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The default tiles' attribution in the page's language. */
export const DEFAULT_TILE_ATTRIBUTION: Readonly<Record<Lang, string>> = {
  tr: '© OpenStreetMap katkıda bulunanlar',
  en: '© OpenStreetMap contributors',
  ku: '© Beşdarên OpenStreetMapê',
};
/** Where the default attribution links to (the tiles' licence page). */
export const DEFAULT_TILE_ATTRIBUTION_URL = 'https://www.openstreetmap.org/copyright';

/** Origin of a tile URL template, for the page's image policy; null when it is not an http(s) URL. */
export function tileOrigin(template: string): string | null {
  try {
    const url = new URL(template.replace(/\{[a-z]+\}/g, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
