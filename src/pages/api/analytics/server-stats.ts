import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { getServerStats } from '~/features/analytics/analytics.server.ts';
import { serverStatsQuerySchema } from '~/features/analytics/schema.ts';
import { requireAdmin } from '~/features/identity/auth.server.ts';
import { SERVER_STATS_WINDOW_HOURS } from '~/lib/constants.ts';
import { queryObject, validate } from '~/lib/http/http.server.ts';

export const prerender = false;

/**
 * GET /api/analytics/server-stats?hours=24 (admin; hours an integer 1..720) → { timeRange, hours, uniqueIPs,
 * totalRequests, avgDuration, topURLs, topReferrers, topBrowsers, topDevices } from the request log.
 */
export const GET: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  const query = validate(serverStatsQuerySchema, queryObject(context.url));
  if (!query.ok) return query.response;
  const stats = await getServerStats(getDb(), query.data.hours ?? SERVER_STATS_WINDOW_HOURS, context.url.host);
  return Response.json(stats, { headers: { 'Cache-Control': 'no-store' } });
};
