import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { CALENDAR_VERSIONS, calendarKeepFor } from '~/features/listing-posts/calendar.server.ts';
import { now } from '~/features/listing-posts/clock.ts';
import { calendarResponse, eventsCalendar } from '~/features/listing-posts/ics.server.ts';
import { calendarEvents } from '~/features/listing-posts/posts.server.ts';
import { keepRendered, renderVersions } from '~/lib/serve/render-cache.server.ts';

export const prerender = false;

/** GET /etkinlikler.ics: every current and upcoming event, for a calendar subscription. */
export const GET: APIRoute = async () => {
  const db = getDb();
  const at = now();
  const versions = await renderVersions(db, CALENDAR_VERSIONS);
  const response = calendarResponse(eventsCalendar(await calendarEvents(db, at)));
  keepRendered(response, versions, await calendarKeepFor(db, at));
  return response;
};
