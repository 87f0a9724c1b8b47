import type { APIRoute } from 'astro';
import { requireAdmin } from '~/features/admin/auth.server.ts';
import { CsvFileError, importCsv, readCsvUpload } from '~/features/imports/bulk-import.server.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';

export const prerender = false;

/**
 * POST /api/bulk-import/csv (admin), multipart `csv` + `category` → { imported, errors: [{ row, message }],
 * duplicates }. Valid rows become pending businesses in one transaction.
 */
export const POST: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  const upload = await readCsvUpload(context.request);
  if (!upload.ok) return upload.response;
  try {
    return Response.json(await importCsv(getDb(), upload.data.text, upload.data.category));
  } catch (error) {
    if (error instanceof CsvFileError) return jsonError(400, error.message, [{ path: 'csv', message: error.message }]);
    throw error;
  }
};
