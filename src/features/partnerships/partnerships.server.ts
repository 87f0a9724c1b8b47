import type { PartnershipApplication } from '~/features/partnerships/schema.ts';
import type { Db } from '~/lib/db/db.server.ts';

const nullIfEmpty = (value: string): string | null => (value === '' ? null : value);

/** Stores a partnership application (status 'new'); returns its id. */
export async function createPartnershipApplication(db: Db, input: PartnershipApplication): Promise<{ id: number }> {
  return db
    .insertInto('partnershipApplications')
    .values({
      businessName: input.businessName,
      ownerName: input.ownerName,
      phone: input.phone,
      email: input.email,
      address: input.address,
      category: input.category,
      website: nullIfEmpty(input.website),
      partnershipType: input.partnershipType,
      yearsInBusiness: input.yearsInBusiness,
      employeeCount: nullIfEmpty(input.employeeCount),
      monthlyRevenue: nullIfEmpty(input.monthlyRevenue),
      preferredCommission: nullIfEmpty(input.preferredCommission),
      marketingBudget: nullIfEmpty(input.marketingBudget),
      description: input.description,
      specialOffers: nullIfEmpty(input.specialOffers),
      references: nullIfEmpty(input.references),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
