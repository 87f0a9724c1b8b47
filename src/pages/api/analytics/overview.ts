import type { APIRoute } from 'astro';
import { getAnalyticsOverview } from '../../../lib/server/analytics.ts';
import { requireAdmin } from '../../../lib/server/auth.ts';
import { getDb } from '../../../lib/server/db.ts';

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
