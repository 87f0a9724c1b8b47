import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { now } from '~/features/listing-posts/clock.ts';
import { calendarResponse, eventsCalendar } from '~/features/listing-posts/ics.server.ts';
import { calendarEvents, LISTING_POSTS_VERSION, secondsUntilNextEnd } from '~/features/listing-posts/posts.server.ts';
import { LISTINGS_VERSION } from '~/lib/db/change-counter.server.ts';
import { keepRendered, renderVersions } from '~/lib/serve/render-cache.server.ts';

export const prerender = false;

/** GET /etkinlikler.ics: every current and upcoming event, for a calendar subscription. */
export const GET: APIRoute = async () => {
  const db = getDb();
  const at = now();
  const versions = await renderVersions(db, [LISTING_POSTS_VERSION, LISTINGS_VERSION]);
  const response = calendarResponse(eventsCalendar(await calendarEvents(db, at)));
  keepRendered(response, versions, (await secondsUntilNextEnd(db, at)) ?? 3600);
  return response;
};
