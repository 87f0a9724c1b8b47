import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '~/lib/db/db.server.ts';
import type { Database } from '~/lib/db/schema.ts';

/**
 * The id of the published business added first: a listing every seeded database shows; with `also`, the first
 * published one that meets that condition too (not owned, not one the test already uses).
 */
export async function firstApprovedListingId(
  db: Db,
  also?: (eb: ExpressionBuilder<Database, 'businesses'>) => Expression<SqlBool>,
): Promise<number> {
  let query = db.selectFrom('businesses').select('id').where('status', '=', 'approved');
  if (also) query = query.where(also);
  const row = await query.orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}
