import type { APIRoute } from 'astro';
import { adminJsonRoute } from '~/features/admin/admin-json-route.server.ts';
import { recordAudit } from '~/features/desk/audit.server.ts';
import { importMapsUrls } from '~/features/imports/bulk-import.server.ts';
import { bulkMapsSchema } from '~/features/imports/schema.ts';
import { placesConfigFromEnv } from '~/features/submissions/maps-import.server.ts';
import { getDb } from '~/lib/db/db.server.ts';

export const prerender = false;

/**
 * POST /api/bulk-import/google-maps (admin) { urls[], category } → { imported, errors: [{ row, message }],
 * duplicates, notice? }; `notice` says the links were read without a Places API key.
 */
export const POST: APIRoute = adminJsonRoute(bulkMapsSchema, async ({ urls, category }, admin) => {
  const db = getDb();
  const result = await importMapsUrls(db, urls, category, placesConfigFromEnv());
  await recordAudit(db, admin, {
    action: 'import',
    targetType: 'import',
    summary: `Google Haritalar bağlantıları (${category}): ${result.imported} eklendi, ${result.duplicates} tekrar, ${result.errors.length} hata`,
    details: { source: 'google-maps', links: urls.length, imported: result.imported, duplicates: result.duplicates },
  });
  return Response.json(result);
});
