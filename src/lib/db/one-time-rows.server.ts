// Rows of one-time links (an account's mailed token, a reminder mail's link): each is spent once, by
// setting `usedAt`.
import type { Db } from '~/lib/db/db.server.ts';

type OneTimeTable = 'accountTokens' | 'reminderLinks';

/** Marks a row used; false when another request used it first (only one update finds `usedAt` empty). */
export async function spendOnce(db: Db, table: OneTimeTable, id: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ usedAt: at.toISOString() })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
