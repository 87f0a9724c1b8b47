import type { APIRoute } from 'astro';
import { requireAdmin } from '~/features/admin/auth.server.ts';
import { getAnalyticsOverview } from '~/features/analytics/analytics.server.ts';
import { getDb } from '~/lib/db/db.server.ts';

export const prerender = false;

/**
 * GET /api/analytics/overview (admin) → { totals, visitors, popularCategories, searchTrends, districts,
 * engagement } (see AnalyticsOverview).
 */
export const GET: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  return Response.json(await getAnalyticsOverview(getDb()), { headers: { 'Cache-Control': 'no-store' } });
};
