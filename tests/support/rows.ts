import type { Selectable } from 'kysely';
import type { Db } from '~/lib/db/db.server.ts';
import type { Database, NewBusiness } from '~/lib/db/schema.ts';

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

/** Adds a business to a test database (a pending restaurant in Merkez unless `values` say otherwise): its id. */
export async function insertBusiness(db: Db, name: string, values: Partial<NewBusiness> = {}) {
  const row = await db
    .insertInto('businesses')
    .values({
      name,
      category: 'Restoranlar',
      address: 'Atatürk Bulvarı No:1, Merkez/Adıyaman',
      district: 'Merkez',
      status: 'pending',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The stored row of `table` whose `column` holds `value`, every column (the first one, when several do). */
export function storedRow<T extends keyof Database>(
  db: Db,
  table: T,
  column: keyof Database[T] & string,
  value: unknown,
) {
  const row = db
    .selectFrom(table as keyof Database)
    .selectAll()
    .where(column as never, '=', value as never)
    .executeTakeFirstOrThrow();
  return row as unknown as Promise<Selectable<Database[T]>>;
}
