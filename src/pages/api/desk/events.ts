import { getDb } from '~/database.server.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { now } from '~/features/listing-posts/clock.ts';
import { createCityEvent } from '~/features/listing-posts/posts.server.ts';
import { cityEventSchema } from '~/features/listing-posts/schema.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { sentPath } from '~/lib/http/sent.ts';
import { CALENDAR_PAGES } from '~/lib/paths.ts';

export const prerender = false;

/** Admin: POST /api/desk/events, a city event without a listing (a festival, a concert), published at once. */
export const POST = endpoint({
  guard: adminOf,
  body: { schema: cityEventSchema, form: { page: CALENDAR_PAGES.desk } },
  run: async ({ actor, data, refuse, done }) => {
    const outcome = await createCityEvent(getDb(), data, actor, now());
    if (!outcome.ok) return refuse(outcome.status, outcome.message, outcome.field ? { field: outcome.field } : {});
    return done(sentPath(CALENDAR_PAGES.desk, 'eklendi'), { ok: true, id: outcome.id }, { status: 201 });
  },
});
