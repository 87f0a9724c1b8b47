// Whether a row stands at a status: what a decision on a waiting item, or a post about a published
// listing, checks first.
import type { Db } from '~/lib/db/db.server.ts';

/** True when the row of `table` with this id exists and has the status. */
export async function hasStatus(
  db: Db,
  table: 'reviews' | 'businesses',
  id: number,
  status: 'pending' | 'approved',
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('status', '=', status)
    .executeTakeFirst();
  return row !== undefined;
}
