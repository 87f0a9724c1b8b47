import type { APIRoute } from 'astro';
import { ADD_BUSINESS_CATEGORIES } from '~/features/listings/categories.ts';
import { formAgainPath } from '~/features/site/forms.ts';
import { MAPS_IMPORT_TEXT } from '~/features/submissions/add-business-i18n.ts';
import { importFromMapsUrl, PlacesApiError, placesConfigFromEnv } from '~/features/submissions/maps-import.server.ts';
import { type MapsImportResult, mapsImportSchema } from '~/features/submissions/maps-import-schema.ts';
import { MAPS_IMPORT_MSG } from '~/features/submissions/messages.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { formAgain } from '~/lib/http/form-post.server.ts';
import { RATE_LIMITS } from '~/lib/http/rate-limit.server.ts';
import { formLang } from '~/lib/http/sent.ts';
import { localizedPath } from '~/lib/i18n/langs.ts';

export const prerender = false;

/** The add-business form's values a Maps import fills in (what it found; the rest stays empty). */
function wizardValues(found: MapsImportResult): Record<string, string> {
  const values: Record<string, string> = {
    name: found.name,
    address: found.address,
    phone: found.phone,
    website: found.website,
    description: found.description,
    category: ADD_BUSINESS_CATEGORIES.includes(found.category) ? found.category : '',
    googleMapsUrl: found.googleMapsUrl,
    googlePlaceId: found.googlePlaceId,
    latitude: found.latitude === null ? '' : String(found.latitude),
    longitude: found.longitude === null ? '' : String(found.longitude),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

/**
 * Reads a Google Maps link (and, with an API key, the Places API); stores nothing. A script gets the
 * result as JSON; the card's own form post (no scripts) gets the add-business form back, filled in with
 * what was found, in the language it was posted from.
 */
export const POST: APIRoute = endpoint({
  limit: { scope: 'maps-import', limit: RATE_LIMITS.forms },
  body: { schema: mapsImportSchema, form: { page: formAgainPath('add-business') }, messages: [MAPS_IMPORT_TEXT] },
  run: async ({ context, data: { googleMapsUrl }, fields, refuse }) => {
    try {
      const found = await importFromMapsUrl(googleMapsUrl, placesConfigFromEnv());
      if (!fields) return Response.json(found);
      const page = localizedPath(formAgainPath('add-business'), formLang(fields));
      return formAgain(context, page, { status: 200, message: '', values: wizardValues(found), errors: {} });
    } catch (error) {
      if (error instanceof PlacesApiError) return refuse(502, MAPS_IMPORT_MSG.failureText);
      throw error;
    }
  },
});
