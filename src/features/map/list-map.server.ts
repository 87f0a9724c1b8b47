import { type ListOptions, listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { statusesOf } from '~/features/directory/open-now.server.ts';
import { mapPointOf } from '~/features/map/location.ts';
import type { MapPoint } from '~/features/map/messages.ts';
import type { Db } from '~/lib/db/db.server.ts';

/** The most listings one list map carries (the directory has a few hundred; a map of more would be a blur). */
const MAP_MATCH_LIMIT = 2000;

/**
 * Every match of a list on its map, not only the page the list shows: each with its place, rating and
 * whether it is open now, in the list's order (closed listings last).
 */
export async function listMapPoints(db: Db, options: ListOptions, now: Date): Promise<MapPoint[]> {
  const { businesses } = await listApprovedBusinesses(db, { ...options, now, offset: 0, limit: MAP_MATCH_LIMIT });
  const statuses = await statusesOf(db, businesses, now);
  return businesses.flatMap((b) => {
    const point = mapPointOf(b);
    return point ? [{ ...point, rating: b.rating, open: statuses[b.id]?.open ?? null }] : [];
  });
}
