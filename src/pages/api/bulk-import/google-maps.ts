import type { APIRoute } from 'astro';
import { requireAdmin } from '~/features/admin/auth.server.ts';
import { importMapsUrls } from '~/features/imports/bulk-import.server.ts';
import { bulkMapsSchema } from '~/features/imports/schema.ts';
import { placesConfigFromEnv } from '~/features/submissions/maps-import.server.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { readJson } from '~/lib/http/http.server.ts';

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
