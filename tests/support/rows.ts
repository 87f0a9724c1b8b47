import type { Db } from '~/lib/db/db.server.ts';
import type { Database } from '~/lib/db/schema.ts';

/** Number of rows in a table: what a write added (or did not) shows here. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The stored row of a business, every column. */
export function businessRow(db: Db, id: number) {
  return db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
