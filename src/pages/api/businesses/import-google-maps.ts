import type { APIRoute } from 'astro';
import { importFromMapsUrl, PlacesApiError, placesConfigFromEnv } from '~/features/submissions/maps-import.server.ts';
import { mapsImportSchema } from '~/features/submissions/maps-import-schema.ts';
import { MAPS_IMPORT_MSG } from '~/features/submissions/messages.ts';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import { jsonError, readJson } from '~/lib/http/http.server.ts';
import { RATE_LIMITS, rateLimitResponse } from '~/lib/http/rate-limit.server.ts';

export const prerender = false;

/** Reads a Google Maps link (and, with an API key, the Places API); stores nothing. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const limited = rateLimitResponse('maps-import', clientIp({ request, clientAddress }), RATE_LIMITS.forms());
  if (limited) return limited;
  const parsed = await readJson(request, mapsImportSchema);
  if (!parsed.ok) return parsed.response;
  try {
    return Response.json(await importFromMapsUrl(parsed.data.googleMapsUrl, placesConfigFromEnv()));
  } catch (error) {
    if (error instanceof PlacesApiError) return jsonError(502, MAPS_IMPORT_MSG.failureText);
    throw error;
  }
};
