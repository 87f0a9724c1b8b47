import { canonicalCategory } from '~/features/listings/categories.ts';
import { canonicalDistrict, type DistrictName } from '~/features/listings/districts.ts';
import { ALL_BUSINESSES_LIMIT, SEARCH_TEXT_MAX } from '~/lib/constants.ts';
import { z } from '~/lib/zod.ts';

export const BUSINESS_QUERY_MSG = {
  district: 'Geçersiz ilçe. Adıyaman ilçelerinden birini seçin.',
  limit: `limit 1 ile ${ALL_BUSINESSES_LIMIT} arasında bir tam sayı olmalıdır.`,
  offset: 'offset 0 veya daha büyük bir tam sayı olmalıdır.',
  featured: "featured yalnızca 'true' veya 'false' olabilir.",
  page: 'Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.',
  q: `Arama metni en fazla ${SEARCH_TEXT_MAX} karakter olabilir.`,
} as const;

// Query strings carry '' for an empty form field: treat it as absent. (zod/mini has no
// preprocess; a transform piped into the schema is what preprocess is made of.)
const optionalText = (max = 200, message?: string) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)),
    z.optional(z.string().check(z.trim(), z.maxLength(max, message))),
  );

const intParam = (min: number, max: number, message: string) =>
  z.pipe(
    z.transform((v: unknown) =>
      v === undefined || v === ''
        ? undefined
        : typeof v === 'string' && /^\d+$/.test(v.trim())
          ? Number(v)
          : Number.NaN,
    ),
    z.optional(z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message))),
  );

/** Filters shared by GET /api/businesses and /businesses: unknown parameters are ignored. */
const businessFilterSchema = z.object({
  q: optionalText(SEARCH_TEXT_MAX, BUSINESS_QUERY_MSG.q),
  // Any spelling of a category is accepted; an unknown one simply matches nothing.
  category: z.pipe(
    optionalText(100),
    z.transform((v: string | undefined) => (v ? (canonicalCategory(v) ?? v) : undefined)),
  ),
  subcategory: optionalText(100),
  district: z.pipe(
    optionalText(100),
    z.transform((v: string | undefined, ctx): DistrictName | undefined => {
      if (!v) return undefined;
      const district = canonicalDistrict(v);
      if (!district) {
        // zod/mini's transform context has no addIssue helper: the issue is recorded directly.
        ctx.issues.push({ code: 'custom', message: BUSINESS_QUERY_MSG.district, input: v });
        return z.NEVER;
      }
      return district;
    }),
  ),
  featured: z.pipe(
    z.transform((v: unknown) => (v === undefined || v === '' ? undefined : v)),
    z.pipe(
      z.optional(z.enum(['true', 'false'], { error: BUSINESS_QUERY_MSG.featured })),
      z.transform((v: 'true' | 'false' | undefined) => v === 'true' || undefined),
    ),
  ),
});

/** GET /api/businesses query: filters plus limit (1..500, default 500) and offset (≥ 0). */
export const businessQuerySchema = z.extend(businessFilterSchema, {
  limit: z.pipe(
    intParam(1, ALL_BUSINESSES_LIMIT, BUSINESS_QUERY_MSG.limit),
    z.transform((v: number | undefined) => v ?? ALL_BUSINESSES_LIMIT),
  ),
  offset: z.pipe(
    intParam(0, Number.MAX_SAFE_INTEGER, BUSINESS_QUERY_MSG.offset),
    z.transform((v: number | undefined) => v ?? 0),
  ),
});

/** /businesses page query: filters plus page (≥ 1) and view (grid | list | map). */
export const businessPageQuerySchema = z.extend(businessFilterSchema, {
  page: z.pipe(
    intParam(1, 100_000, BUSINESS_QUERY_MSG.page),
    z.transform((v: number | undefined) => v ?? 1),
  ),
  view: z.pipe(
    z.transform((v: unknown) => (v === 'list' || v === 'map' ? v : 'grid')),
    z.enum(['grid', 'list', 'map']),
  ),
});

export type BusinessFilters = z.infer<typeof businessFilterSchema>;
