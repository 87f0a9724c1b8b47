// Whether a row stands as asked: what a decision on a waiting item, a post about a published listing or a
// second claim of the same listing checks first.
import type { Selectable } from 'kysely';
import type { Db } from '~/lib/db/db.server.ts';
import type { Database } from '~/lib/db/schema.ts';

/** The tables asked this way. */
type Asked = 'reviews' | 'businesses' | 'businessClaims';

/** True when a row of `table` has every column's value in `match`. */
export async function hasRow<T extends Asked>(
  db: Db,
  table: T,
  match: Partial<Selectable<Database[T]>>,
): Promise<boolean> {
  // Kysely cannot narrow a filter object over a table chosen by a type parameter; the keys are the table's.
  const row = await db
    .selectFrom(table as Asked)
    .select('id')
    .where((eb) => eb.and(match as Parameters<typeof eb.and>[0]))
    .executeTakeFirst();
  return row !== undefined;
}
