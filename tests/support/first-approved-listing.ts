import type { Db } from '~/lib/db/db.server.ts';

/** The id of the published business added first: a listing every seeded database shows. */
export async function firstApprovedListingId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('businesses')
    .select('id')
    .where('status', '=', 'approved')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
