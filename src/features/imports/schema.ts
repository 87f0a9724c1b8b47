import { BULK_MSG, MAPS_MAX_URLS } from '~/features/imports/messages.ts';
import { ADD_BUSINESS_CATEGORIES } from '~/features/listings/categories.ts';
import { ADD_BUSINESS_MSG } from '~/features/submissions/messages.ts';
import { ADD_BUSINESS_ADDRESS_MIN, ADD_BUSINESS_NAME_MIN } from '~/lib/constants.ts';
import { oneOf, optionalEmail, optionalText, optionalUrl, requiredText } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

// Schemas of the bulk import endpoints (SPEC §5).

/** One CSV data row (SPEC §5 add-business rules: name ≥ 2, address ≥ 5, e-mail and website valid or empty). */
export const bulkRowSchema = z.object({
  name: requiredText(ADD_BUSINESS_MSG.name, ADD_BUSINESS_NAME_MIN, 200),
  address: requiredText(ADD_BUSINESS_MSG.address, ADD_BUSINESS_ADDRESS_MIN, 500),
  phone: optionalText(30),
  email: optionalEmail(ADD_BUSINESS_MSG.email),
  website: optionalUrl(ADD_BUSINESS_MSG.website),
  description: optionalText(5000),
});

/** POST /api/bulk-import/google-maps body: links (blank ones dropped) and a category. */
export const bulkMapsSchema = z.object({
  urls: z
    .pipe(
      z.array(z.string().check(z.maxLength(2000)), { error: BULK_MSG.missingUrls }),
      z.transform((urls: string[]) => urls.map((u) => u.trim()).filter((u) => u !== '')),
    )
    .check(
      z.refine((urls) => urls.length > 0, BULK_MSG.missingUrls),
      z.refine((urls) => urls.length <= MAPS_MAX_URLS, BULK_MSG.tooManyUrls),
    ),
  category: oneOf(ADD_BUSINESS_CATEGORIES, BULK_MSG.missingUrls),
});
export type BulkMaps = z.infer<typeof bulkMapsSchema>;
