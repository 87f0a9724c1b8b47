import { CATEGORIES } from '~/features/listings/categories.ts';
import { DISTRICTS } from '~/features/listings/districts.ts';
import { LISTINGS_VERSION } from '~/lib/db/change-counter.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { now } from './clock.ts';
import type { PostDto } from './messages.ts';
import {
  calendarEvents,
  calendarFilterOf,
  LISTING_POSTS_VERSION,
  liveOffers,
  secondsUntilNextEnd,
} from './posts.server.ts';

/** The change counters a calendar page (events, offers, the iCalendar feed) is kept behind. */
export const CALENDAR_VERSIONS = [LISTING_POSTS_VERSION, LISTINGS_VERSION] as const;

/** An hour where nothing ends sooner. */
const KEEP_AT_MOST = 3600;

/**
 * What /etkinlikler or /firsatlar shows for the query's district and category, and how long the page may be
 * kept: at most until the next post ends, so a past one leaves the page by itself.
 */
export async function readCalendar(db: Db, url: URL, kind: 'events' | 'offers') {
  const at = now();
  const filter = calendarFilterOf(
    url,
    DISTRICTS.map((d) => d.name),
    CATEGORIES.map((c) => c.name),
  );
  const posts: PostDto[] = kind === 'events' ? await calendarEvents(db, at, filter) : await liveOffers(db, at, filter);
  return { at, filter, posts, keepFor: await calendarKeepFor(db, at) };
}

/** Seconds until the next post ends, or an hour. */
export async function calendarKeepFor(db: Db, at: Date): Promise<number> {
  return (await secondsUntilNextEnd(db, at)) ?? KEEP_AT_MOST;
}
