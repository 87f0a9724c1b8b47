import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { directoryCsv } from '~/features/open-data/exports.server.ts';
import { LISTINGS_VERSION } from '~/lib/db/change-counter.server.ts';
import { keepRendered, renderVersions } from '~/lib/serve/render-cache.server.ts';

export const prerender = false;

/** Every published listing as CSV (UTF-8 with BOM, for spreadsheets), kept until the listings change. */
export const GET: APIRoute = async () => {
  const db = getDb();
  const versions = await renderVersions(db, [LISTINGS_VERSION]);
  const response = new Response(await directoryCsv(db), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'inline; filename="isletmeler.csv"',
      'Access-Control-Allow-Origin': '*',
    },
  });
  keepRendered(response, versions);
  return response;
};
