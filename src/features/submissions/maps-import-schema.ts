import { MAPS_IMPORT_MSG } from '~/features/submissions/messages.ts';
import { isHttpUrl } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

const GOOGLE_HOST = /^(www\.|maps\.)?google\.[a-z.]{2,6}$/;
const SHORT_HOSTS = new Set(['maps.app.goo.gl', 'goo.gl', 'g.co']);

/** True for a Google Maps link: google.<tld>/maps…, maps.google.<tld>/… or a maps short link. */
export function isGoogleMapsUrl(value: string): boolean {
  if (!isHttpUrl(value)) return false;
  const url = new URL(value);
  const host = url.hostname.toLowerCase();
  if (SHORT_HOSTS.has(host)) return host !== 'goo.gl' || url.pathname.startsWith('/maps');
  if (!GOOGLE_HOST.test(host)) return false;
  return host.startsWith('maps.') || url.pathname.startsWith('/maps');
}

/** Maps import request (SPEC §5). */
export const mapsImportSchema = z.object({
  googleMapsUrl: z
    .string({ error: MAPS_IMPORT_MSG.url })
    .check(z.trim(), z.maxLength(2000, MAPS_IMPORT_MSG.url), z.refine(isGoogleMapsUrl, MAPS_IMPORT_MSG.url)),
});

/** What the import returns: the spec's fields plus coordinates and what still needs the API key. */
export interface MapsImportResult {
  name: string;
  address: string;
  phone: string;
  category: string;
  description: string;
  rating: number | null;
  website: string;
  googleMapsUrl: string;
  googlePlaceId: string;
  latitude: number | null;
  longitude: number | null;
  /** Google's numeric place id (CID) when the link carries one. */
  cid: string;
  /** 'places' when details came from the Places API, 'url' when only the link was read. */
  source: 'places' | 'url';
  /** Fields that could not be filled because no API key is configured. */
  needsApiKey: string[];
  notice: string;
}
