import type { APIRoute } from 'astro';
import { importFromMapsUrl, PlacesApiError, placesConfigFromEnv } from '~/features/submissions/maps-import.server.ts';
import { mapsImportSchema } from '~/features/submissions/maps-import-schema.ts';
import { MAPS_IMPORT_MSG } from '~/features/submissions/messages.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { RATE_LIMITS } from '~/lib/http/rate-limit.server.ts';

export const prerender = false;

/** Reads a Google Maps link (and, with an API key, the Places API); stores nothing. */
export const POST: APIRoute = endpoint({
  limit: { scope: 'maps-import', limit: RATE_LIMITS.forms },
  body: { schema: mapsImportSchema },
  run: async ({ data: { googleMapsUrl } }) => {
    try {
      return Response.json(await importFromMapsUrl(googleMapsUrl, placesConfigFromEnv()));
    } catch (error) {
      if (error instanceof PlacesApiError) return jsonError(502, MAPS_IMPORT_MSG.failureText);
      throw error;
    }
  },
});
