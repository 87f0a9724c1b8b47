import type { APIRoute } from 'astro';
import { recordAnalyticsEvent } from '~/features/analytics/analytics.server.ts';
import { EVENT_RATE_LIMIT } from '~/features/analytics/messages.ts';
import { analyticsEventSchema } from '~/features/analytics/schema.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import { readJson } from '~/lib/http/http.server.ts';
import { rateLimitResponse } from '~/lib/http/rate-limit.server.ts';

export const prerender = false;

/** POST /api/analytics/events (public, rate-limited) { name, category?, label?, value?, path? } → 201 { recorded: true }. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const limited = rateLimitResponse('analytics-event', clientIp({ request, clientAddress }), EVENT_RATE_LIMIT);
  if (limited) return limited;
  const parsed = await readJson(request, analyticsEventSchema);
  if (!parsed.ok) return parsed.response;
  await recordAnalyticsEvent(getDb(), parsed.data);
  return Response.json({ recorded: true }, { status: 201 });
};
