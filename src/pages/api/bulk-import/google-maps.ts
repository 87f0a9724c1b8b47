import type { APIRoute } from 'astro';
import { bulkMapsSchema } from '../../../lib/shared/bulk-import-schema.ts';
import { requireAdmin } from '../../../lib/server/auth.ts';
import { importMapsUrls } from '../../../lib/server/bulk-import.ts';
import { getDb } from '../../../lib/server/db.ts';
import { readJson } from '../../../lib/server/http.ts';
import { placesConfigFromEnv } from '../../../lib/server/maps-import.ts';

export const prerender = false;

/**
 * POST /api/bulk-import/google-maps (admin) { urls[], category } → { imported, errors: [{ row, message }],
 * duplicates, notice? }; `notice` says the links were read without a Places API key.
 */
export const POST: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  const parsed = await readJson(context.request, bulkMapsSchema);
  if (!parsed.ok) return parsed.response;
  return Response.json(await importMapsUrls(getDb(), parsed.data.urls, parsed.data.category, placesConfigFromEnv()));
};
