import type { ReportSubmission } from '~/features/reports/schema.ts';
import type { Db } from '~/lib/db/db.server.ts';

// Visitors' reports on listings: stored 'new' for the desk's inbox, where an admin reads, answers and
// files them.

/** Stores a visitor's report on a business. */
export async function submitListingReport(
  db: Db,
  businessId: number,
  input: ReportSubmission,
): Promise<{ id: number }> {
  return db
    .insertInto('listingReports')
    .values({
      businessId,
      reason: input.reason,
      message: input.message,
      name: input.name || null,
      email: input.email || null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
