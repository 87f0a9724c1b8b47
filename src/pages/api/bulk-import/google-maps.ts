import type { APIRoute } from 'astro';
import { importMapsUrls, readMapsRequest } from '~/features/imports/bulk-import.server.ts';
import { importRoute } from '~/features/imports/import-route.server.ts';
import { placesConfigFromEnv } from '~/features/submissions/maps-import.server.ts';

export const prerender = false;

/**
 * POST /api/bulk-import/google-maps (admin) { urls[], category } → { imported, errors: [{ row, message }],
 * duplicates, notice? }; `notice` says the links were read without a Places API key. A browser's form
 * post sends `urls` one to a line and gets /bulk-import with the counts.
 */
export const POST: APIRoute = importRoute({
  read: readMapsRequest,
  run: (db, { urls, category }) => importMapsUrls(db, urls, category, placesConfigFromEnv()),
  audit: ({ urls, category }, result) => ({
    summary: `Google Haritalar bağlantıları (${category}): ${result.imported} eklendi, ${result.duplicates} tekrar, ${result.errors.length} hata`,
    details: { source: 'google-maps', links: urls.length, imported: result.imported, duplicates: result.duplicates },
  }),
});
