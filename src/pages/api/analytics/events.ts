import type { APIRoute } from 'astro';
import { EVENT_RATE_LIMIT } from '../../../lib/shared/analytics.ts';
import { analyticsEventSchema } from '../../../lib/shared/analytics-schema.ts';
import { recordAnalyticsEvent } from '../../../lib/server/analytics.ts';
import { getDb } from '../../../lib/server/db.ts';
import { readJson } from '../../../lib/server/http.ts';
import { rateLimitResponse } from '../../../lib/server/rate-limit.ts';

export const prerender = false;

/** POST /api/analytics/events (public, rate-limited) { name, category?, label?, value?, path? } → 201 { recorded: true }. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const limited = rateLimitResponse('analytics-event', clientAddress, EVENT_RATE_LIMIT);
  if (limited) return limited;
  const parsed = await readJson(request, analyticsEventSchema);
  if (!parsed.ok) return parsed.response;
  await recordAnalyticsEvent(getDb(), parsed.data);
  return Response.json({ recorded: true }, { status: 201 });
};
