import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { now } from '~/features/listing-posts/clock.ts';
import { calendarResponse, eventsCalendar } from '~/features/listing-posts/ics.server.ts';
import { POST_MSG } from '~/features/listing-posts/messages.ts';
import { liveEvent } from '~/features/listing-posts/posts.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';

export const prerender = false;

/** GET /etkinlikler/{id}.ics: one event as a file a calendar adds ('Takvime ekle'); 404 once it ended. */
export const GET: APIRoute = async ({ params }) => {
  const id = parseRouteId(params.id);
  const event = id === null ? null : await liveEvent(getDb(), id, now());
  if (!event) return jsonError(404, POST_MSG.notFound);
  return calendarResponse(eventsCalendar([event], event.title), `etkinlik-${event.id}.ics`);
};
