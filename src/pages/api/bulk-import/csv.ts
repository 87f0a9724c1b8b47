import type { APIRoute } from 'astro';
import { adminOf } from '~/features/admin/auth.server.ts';
import { recordAudit } from '~/features/desk/audit.server.ts';
import { CsvFileError, importCsv, readCsvUpload } from '~/features/imports/bulk-import.server.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';

export const prerender = false;

/**
 * POST /api/bulk-import/csv (admin), multipart `csv` + `category` → { imported, errors: [{ row, message }],
 * duplicates }. Valid rows become pending businesses in one transaction.
 */
export const POST: APIRoute = async (context) => {
  const admin = adminOf(context);
  if (admin instanceof Response) return admin;
  const upload = await readCsvUpload(context.request);
  if (!upload.ok) return upload.response;
  try {
    const db = getDb();
    const { category } = upload.data;
    const result = await importCsv(db, upload.data.text, category);
    await recordAudit(db, admin, {
      action: 'import',
      targetType: 'import',
      summary: `CSV (${category}): ${result.imported} eklendi, ${result.duplicates} tekrar, ${result.errors.length} hata`,
      details: {
        source: 'csv',
        imported: result.imported,
        duplicates: result.duplicates,
        errors: result.errors.length,
      },
    });
    return Response.json(result);
  } catch (error) {
    if (error instanceof CsvFileError) return jsonError(400, error.message, [{ path: 'csv', message: error.message }]);
    throw error;
  }
};
