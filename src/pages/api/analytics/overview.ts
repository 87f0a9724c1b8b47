import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { getAnalyticsOverview } from '~/features/analytics/analytics.server.ts';
import { requireAdmin } from '~/features/identity/auth.server.ts';

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
