import { DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_ATTRIBUTION_URL, DEFAULT_TILE_URL } from '~/features/map/tiles.ts';
import { type Env, mapTileSettings } from '~/lib/env.server.ts';
import type { Lang } from '~/lib/i18n/langs.ts';

/** What a map shows its tiles from: the URL template and the attribution (text, with a link when it is ours). */
export interface MapTiles {
  url: string;
  attribution: string;
  attributionUrl: string | null;
}

/** The tile source of this server: MAP_TILE_URL / MAP_TILE_ATTRIBUTION, else OpenStreetMap's (credited in `lang`). */
export function mapTiles(env?: Env, lang: Lang = 'tr'): MapTiles {
  const settings = mapTileSettings(env);
  const url = settings.url ?? DEFAULT_TILE_URL;
  const attribution = settings.attribution;
  if (attribution) return { url, attribution, attributionUrl: null };
  return { url, attribution: DEFAULT_TILE_ATTRIBUTION[lang], attributionUrl: DEFAULT_TILE_ATTRIBUTION_URL };
}
