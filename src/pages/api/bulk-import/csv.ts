import type { APIRoute } from 'astro';
import { importCsv, readCsvUpload } from '~/features/imports/bulk-import.server.ts';
import { importRoute } from '~/features/imports/import-route.server.ts';

export const prerender = false;

/**
 * POST /api/bulk-import/csv (admin), multipart `csv` + `category` → { imported, errors: [{ row, message }],
 * duplicates }. Valid rows become pending businesses in one transaction. A browser's form post gets
 * /bulk-import with the counts (or the form again with the message).
 */
export const POST: APIRoute = importRoute({
  read: readCsvUpload,
  run: (db, { rows, category }) => importCsv(db, rows, category),
  audit: ({ category }, result) => ({
    summary: `CSV (${category}): ${result.imported} eklendi, ${result.duplicates} tekrar, ${result.errors.length} hata`,
    details: { source: 'csv', imported: result.imported, duplicates: result.duplicates, errors: result.errors.length },
  }),
});
