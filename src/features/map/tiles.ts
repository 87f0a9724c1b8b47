// Map tiles: the default source and its attribution (MAP_TILE_URL and MAP_TILE_ATTRIBUTION override them).

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap katkıda bulunanlar';
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
