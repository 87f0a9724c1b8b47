import { ADD_BUSINESS_CATEGORIES } from '~/features/listings/categories.ts';
import { ADD_BUSINESS_DISTRICTS, DISTRICTS } from '~/features/listings/districts.ts';
import { MARKETING_BUDGETS, WEEK_DAYS } from '~/features/listings/options.ts';
import { INTEREST_FIELDS, type InterestField } from '~/features/listings/vocabulary.ts';
import { isGoogleMapsUrl } from '~/features/submissions/maps-import-schema.ts';
import { ADD_BUSINESS_LIMITS as L, ADD_BUSINESS_MSG as M, MAPS_IMPORT_MSG } from '~/features/submissions/messages.ts';
import { ADD_BUSINESS_ADDRESS_MIN, ADD_BUSINESS_NAME_MIN } from '~/lib/constants.ts';
import { TOO_LONG } from '~/lib/messages.ts';
import { oneOf, optionalEmail, optionalOneOf, optionalText, optionalUrl, requiredText } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

const hours = z._default(z.optional(z.string().check(z.trim(), z.maxLength(L.hours, TOO_LONG))), '');
const interest = z._default(z.optional(z.boolean()), false);
const interests = Object.fromEntries(INTEREST_FIELDS.map((f) => [f, interest])) as Record<
  InterestField,
  typeof interest
>;

/** How the wizard's form post maps onto the schema: the interest checkboxes and the Maps coordinates. */
export const ADD_BUSINESS_FIELD_TYPES = { booleans: INTEREST_FIELDS, numbers: ['latitude', 'longitude'] } as const;

/** The /add-business wizard (SPEC §3, §5): name, category and address required, the rest optional. */
export const addBusinessSchema = z.object({
  name: requiredText(M.name, ADD_BUSINESS_NAME_MIN, L.name),
  category: oneOf(ADD_BUSINESS_CATEGORIES, M.category),
  address: requiredText(M.address, ADD_BUSINESS_ADDRESS_MIN, L.address),
  email: optionalEmail(M.email),
  website: optionalUrl(M.website),
  phone: optionalText(L.phone),
  description: optionalText(L.description),
  // The description's English and Kurmanji versions (the edit forms; moderated like the Turkish one).
  descriptionEn: optionalText(L.description),
  descriptionKu: optionalText(L.description),
  district: optionalOneOf(ADD_BUSINESS_DISTRICTS, M.district),
  workingHours: z.optional(
    z.partial(
      z.object(
        Object.fromEntries(WEEK_DAYS.map((d) => [d, hours])) as Record<(typeof WEEK_DAYS)[number], typeof hours>,
      ),
    ),
  ),
  facebookPage: optionalText(L.facebookPage),
  instagramHandle: optionalText(L.instagramHandle),
  tiktokHandle: optionalText(L.tiktokHandle),
  youtubeChannel: optionalText(L.youtubeChannel),
  linkedinPage: optionalText(L.linkedinPage),
  whatsappNumber: optionalText(L.whatsappNumber),
  ...interests,
  marketingBudget: optionalOneOf(MARKETING_BUDGETS, M.marketingBudget),
  targetAudience: optionalText(L.targetAudience),
  businessGoals: optionalText(L.businessGoals),
  // Filled by the Maps import card.
  latitude: z.optional(z.nullable(z.number().check(z.gte(-90), z.lte(90)))),
  longitude: z.optional(z.nullable(z.number().check(z.gte(-180), z.lte(180)))),
  googleMapsUrl: z._default(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(2000, MAPS_IMPORT_MSG.url),
        // Published on the business page as its map link: only a Google Maps address.
        z.refine((v) => v === '' || isGoogleMapsUrl(v), MAPS_IMPORT_MSG.url),
      ),
    ),
    '',
  ),
  googlePlaceId: optionalText(300),
});

export type AddBusiness = z.infer<typeof addBusinessSchema>;

/** Any of the province's nine districts (the edit forms of the desk and the owner offer them all). */
export const provinceDistrict = optionalOneOf(
  DISTRICTS.map((d) => d.name),
  M.district,
);
