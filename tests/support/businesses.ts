import type { Db } from '~/lib/db/db.server.ts';

/** Number of businesses of every status: what a write added (or did not) shows here. */
export async function countBusinesses(db: Db): Promise<number> {
  const row = await db
    .selectFrom('businesses')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The stored row of a business, every column. */
export function businessRow(db: Db, id: number) {
  return db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
