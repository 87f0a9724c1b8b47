import { REGISTRATION_CATEGORIES } from '~/features/listings/categories.ts';
import { REGISTRATION_DISTRICTS } from '~/features/listings/districts.ts';
import { PRICE_RANGES } from '~/features/listings/options.ts';
import { REGISTRATION_LIMITS as L, REGISTRATION_MSG as M } from '~/features/submissions/messages.ts';
import { REGISTRATION_DESCRIPTION_MIN, REGISTRATION_PHONE_MIN } from '~/lib/constants.ts';
import { oneOf, optionalText, optionalUrl, requiredEmail, requiredText } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

const REGISTRATION_CATEGORY_LABELS = REGISTRATION_CATEGORIES.map((c) => c.label);

/** The /register-business form (SPEC §3, §5): 13 fields, the spec's messages. */
export const registrationSchema = z.object({
  businessName: requiredText(M.businessName, 1, L.businessName),
  ownerName: requiredText(M.ownerName, 1, L.ownerName),
  email: requiredEmail(M.email),
  phone: requiredText(M.phone, REGISTRATION_PHONE_MIN, L.phone),
  category: oneOf(REGISTRATION_CATEGORY_LABELS, M.category),
  address: requiredText(M.address, 1, L.address),
  district: oneOf(REGISTRATION_DISTRICTS, M.district),
  description: requiredText(M.description, REGISTRATION_DESCRIPTION_MIN, L.description),
  website: optionalUrl(M.website),
  socialMedia: optionalText(L.socialMedia),
  workingHours: requiredText(M.workingHours, 1, L.workingHours),
  services: requiredText(M.services, 1, L.services),
  priceRange: oneOf(PRICE_RANGES, M.priceRange),
});

export type Registration = z.infer<typeof registrationSchema>;
export type RegistrationInput = z.input<typeof registrationSchema>;
