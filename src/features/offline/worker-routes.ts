// What the service worker keeps and never keeps (read by the worker only).
import { DISTRICTS } from '~/features/listings/districts.ts';
import { type Lang, localizedPath } from '~/lib/i18n/langs.ts';
import {
  businessPath,
  NEMRUT_TRIP_PATH,
  OFFLINE_INDEX_PATH,
  OFFLINE_PATH,
  PHARMACIES_PATH,
  pharmacyDistrictPath,
} from '~/lib/paths.ts';

/** The caches the worker writes at run time, by name. */
export const OFFLINE_CACHES = { pages: 'sayfalar', assets: 'varliklar', index: 'arama-dizini' } as const;

/** Pages kept whenever the visitor is online, opened or not: tonight's duty lists, Nemrut, the kit. */
const ALWAYS_KEPT = [
  OFFLINE_PATH,
  PHARMACIES_PATH,
  ...DISTRICTS.map((d) => pharmacyDistrictPath(d.slug)),
  NEMRUT_TRIP_PATH,
  OFFLINE_INDEX_PATH,
];

/** The kit's addresses with the pages of the device's favourites, in the visitor's language. */
export function kitUrls(favorites: readonly number[], lang: Lang): string[] {
  return [
    ...ALWAYS_KEPT,
    ...favorites
      .filter((id) => Number.isSafeInteger(id) && id > 0)
      .slice(0, 100)
      .map(businessPath),
  ].map((path) => localizedPath(path, lang));
}

/** Addresses never kept: the operator's and owners' pages and every account or session endpoint. */
export const NEVER_KEPT =
  /^\/(?:admin|hesabim|hesap|api\/(?:account|owner|auth|admin|desk|favorites|moderation|stripe|payments))(?:\/|$)/;

/** A page address (not an asset, an upload or an API call other than the offline index). */
export function isPagePath(path: string): boolean {
  if (path === OFFLINE_INDEX_PATH) return false;
  return !/^\/(?:_astro|api|uploads|icons)\//.test(path) && !/\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');
}
