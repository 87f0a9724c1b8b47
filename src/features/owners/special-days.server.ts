import type { SpecialDay } from '~/features/listings/opening-hours.ts';
import type { Db } from '~/lib/db/db.server.ts';

// A listing's dated exceptions to its weekly hours (table business_special_days): read by the owner's
// edit form, the business page and whatever computes whether a business is open on a given day.

/** The special days of a listing, by date; with `from` ('YYYY-MM-DD') only that day and later. */
export async function specialDaysOf(db: Db, businessId: number, from?: string): Promise<SpecialDay[]> {
  let query = db
    .selectFrom('businessSpecialDays')
    .select(['date', 'closed', 'opens', 'closes', 'note'])
    .where('businessId', '=', businessId)
    .orderBy('date');
  if (from) query = query.where('date', '>=', from);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, closed: row.closed === 1 }));
}

/** Replaces a listing's special days (inside the caller's transaction). */
export async function replaceSpecialDays(db: Db, businessId: number, days: readonly SpecialDay[]): Promise<void> {
  await db.deleteFrom('businessSpecialDays').where('businessId', '=', businessId).execute();
  if (days.length === 0) return;
  await db
    .insertInto('businessSpecialDays')
    .values(
      days.map((day) => ({
        businessId,
        date: day.date,
        closed: day.closed ? 1 : 0,
        opens: day.closed ? null : day.opens,
        closes: day.closed ? null : day.closes,
        note: day.note,
      })),
    )
    .execute();
}
