import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { recordAnalyticsEvent } from '~/features/analytics/analytics.server.ts';
import { EVENT_RATE_LIMIT } from '~/features/analytics/messages.ts';
import { analyticsEventSchema } from '~/features/analytics/schema.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';

export const prerender = false;

/** POST /api/analytics/events (public, rate-limited) { name, category?, label?, value?, path? } → 201 { recorded: true }. */
export const POST: APIRoute = endpoint({
  limit: { scope: 'analytics-event', limit: EVENT_RATE_LIMIT },
  body: { schema: analyticsEventSchema },
  run: async ({ data }) => {
    await recordAnalyticsEvent(getDb(), data);
    return Response.json({ recorded: true }, { status: 201 });
  },
});
