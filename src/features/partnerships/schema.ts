import {
  EMPLOYEE_COUNTS,
  MONTHLY_REVENUES,
  PARTNERSHIP_CATEGORIES,
  PARTNERSHIP_TYPES,
} from '~/features/listings/options.ts';
import { PARTNERSHIP_LIMITS as L, PARTNERSHIP_MSG as M } from '~/features/partnerships/messages.ts';
import { oneOf, optionalOneOf, optionalText, optionalUrl, requiredEmail, requiredText } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

/** Years in business: a non-numeric value becomes 0 (SPEC §5); never negative. */
const years = z.pipe(
  z.transform((v: unknown) => {
    const n = typeof v === 'number' ? v : Number.parseInt(String(v ?? ''), 10);
    return Number.isFinite(n) ? Math.trunc(n) : 0;
  }),
  z
    .number()
    .check(z.int(M.yearsInBusiness), z.gte(L.yearsMin, M.yearsInBusiness), z.lte(L.yearsMax, M.yearsInBusiness)),
);

/** The /partnership application (SPEC §3, §5). preferredCommission and marketingBudget are sent empty. */
export const partnershipSchema = z.object({
  businessName: requiredText(M.businessName, 1, L.businessName),
  ownerName: requiredText(M.ownerName, 1, L.ownerName),
  phone: requiredText(M.phone, 1, L.phone),
  email: requiredEmail(M.email),
  address: requiredText(M.address, 1, L.address),
  category: oneOf(
    PARTNERSHIP_CATEGORIES.map((c) => c.value),
    M.category,
  ),
  website: optionalUrl(M.website),
  partnershipType: oneOf(PARTNERSHIP_TYPES, M.partnershipType),
  yearsInBusiness: years,
  employeeCount: optionalOneOf(EMPLOYEE_COUNTS, M.option),
  monthlyRevenue: optionalOneOf(MONTHLY_REVENUES, M.option),
  preferredCommission: optionalText(L.preferredCommission),
  marketingBudget: optionalText(L.marketingBudget),
  description: requiredText(M.description, 1, L.description),
  specialOffers: optionalText(L.specialOffers),
  references: optionalText(L.references),
});

export type PartnershipApplication = z.infer<typeof partnershipSchema>;
export type PartnershipInput = z.input<typeof partnershipSchema>;
