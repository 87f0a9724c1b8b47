import type { StatKind } from '~/features/listing-stats/messages.ts';
import { turkeyDay } from '~/features/listing-stats/stats.server.ts';
import type { Db } from '~/lib/db/db.server.ts';

/** The Turkish calendar day `n` days before `now`. */
export const daysBefore = (n: number, now: Date) => turkeyDay(new Date(now.getTime() - n * 86_400_000));

/** Stores counts of a listing's `kind` on the day `daysAgo` days before `now`. */
export async function addListingStats(
  db: Db,
  businessId: number,
  now: Date,
  rows: { daysAgo: number; kind: StatKind; count: number }[],
) {
  await db
    .insertInto('listingStats')
    .values(rows.map(({ daysAgo, kind, count }) => ({ businessId, day: daysBefore(daysAgo, now), kind, count })))
    .execute();
}
