import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { getVisitorTraffic } from '~/features/analytics/analytics.server.ts';
import { requireAdmin } from '~/features/identity/auth.server.ts';

export const prerender = false;

/**
 * GET /api/analytics/ga4-data (admin) → { source: 'first-party', totalVisitors, dateRange, globalTraffic }:
 * the spec's GA4 shape, computed from our own request log over the last 30 days.
 */
export const GET: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  return Response.json(await getVisitorTraffic(getDb()), { headers: { 'Cache-Control': 'no-store' } });
};
