import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { exportBusinessesCsv } from '~/features/desk/businesses.server.ts';
import { deskAdmin } from '~/features/desk/desk-endpoint.server.ts';
import { readBusinessFilters } from '~/features/desk/filters.ts';
import { DESK_PAGES } from '~/features/desk/messages.ts';

export const prerender = false;

/**
 * GET /api/desk/businesses/export (admin) with the list's filters → CSV of every matching business:
 * id, the columns the CSV import reads, status, district, category. Importing it again adds nothing.
 */
export const GET: APIRoute = async (context) => {
  const admin = deskAdmin(context, DESK_PAGES.businesses);
  if (admin instanceof Response) return admin;
  const csv = await exportBusinessesCsv(getDb(), readBusinessFilters(context.url.searchParams));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="isletmeler-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
};
