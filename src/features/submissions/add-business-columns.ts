import { canonicalCategory } from '~/features/listings/categories.ts';
import { canonicalDistrict } from '~/features/listings/districts.ts';
import { INTEREST_FIELDS, type InterestField } from '~/features/listings/vocabulary.ts';
import type { AddBusiness } from '~/features/submissions/add-business-schema.ts';

// The columns of a business written from the add-business form's fields: by the wizard, by the desk's
// edit and by an owner's edit of their listing.

/** Category a registry activity text (or an unknown category) maps onto when it names none of ours. */
export const FALLBACK_CATEGORY = 'Hizmetler';

export const nullIfEmpty = (value: string | undefined): string | null =>
  value && value.trim() !== '' ? value.trim() : null;

/** The weekly hours as stored: the days filled in, as JSON; null when none is. */
function workingHoursColumn(hours: AddBusiness['workingHours']): string | null {
  const filled = Object.fromEntries(Object.entries(hours ?? {}).filter(([, v]) => v && v.trim() !== ''));
  return Object.keys(filled).length > 0 ? JSON.stringify(filled) : null;
}

/** Every column the add-business form's fields fill. */
export function addBusinessColumns(input: AddBusiness) {
  return {
    name: input.name,
    category: canonicalCategory(input.category) ?? FALLBACK_CATEGORY,
    address: input.address,
    email: nullIfEmpty(input.email),
    website: nullIfEmpty(input.website),
    phone: nullIfEmpty(input.phone),
    description: nullIfEmpty(input.description),
    descriptionEn: nullIfEmpty(input.descriptionEn),
    descriptionKu: nullIfEmpty(input.descriptionKu),
    district: input.district ? canonicalDistrict(input.district) : null,
    workingHours: workingHoursColumn(input.workingHours),
    facebookPage: nullIfEmpty(input.facebookPage),
    instagramHandle: nullIfEmpty(input.instagramHandle),
    tiktokHandle: nullIfEmpty(input.tiktokHandle),
    youtubeChannel: nullIfEmpty(input.youtubeChannel),
    linkedinPage: nullIfEmpty(input.linkedinPage),
    whatsappNumber: nullIfEmpty(input.whatsappNumber),
    ...(Object.fromEntries(INTEREST_FIELDS.map((f) => [f, input[f] ? 1 : 0])) as Record<InterestField, number>),
    marketingBudget: nullIfEmpty(input.marketingBudget),
    targetAudience: nullIfEmpty(input.targetAudience),
    businessGoals: nullIfEmpty(input.businessGoals),
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    googleMapsUrl: nullIfEmpty(input.googleMapsUrl),
    googlePlaceId: nullIfEmpty(input.googlePlaceId),
  };
}

/** The columns of `addBusinessColumns`, each an owner may change. */
export type ListingColumns = ReturnType<typeof addBusinessColumns>;
