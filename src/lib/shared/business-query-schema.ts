import { z } from 'zod';
import { canonicalCategory } from './categories.ts';
import { ALL_BUSINESSES_LIMIT } from './constants.ts';
import { canonicalDistrict, type DistrictName } from './districts.ts';

export const BUSINESS_QUERY_MSG = {
  district: 'Geçersiz ilçe. Adıyaman ilçelerinden birini seçin.',
  limit: `limit 1 ile ${ALL_BUSINESSES_LIMIT} arasında bir tam sayı olmalıdır.`,
  offset: 'offset 0 veya daha büyük bir tam sayı olmalıdır.',
  featured: "featured yalnızca 'true' veya 'false' olabilir.",
  page: 'Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.',
  q: 'Arama metni en fazla 200 karakter olabilir.',
} as const;

// Query strings carry '' for an empty form field: treat it as absent.
const optionalText = (max = 200, message?: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max, message).optional());

const intParam = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : Number.NaN),
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

/** Filters shared by GET /api/businesses and /businesses: unknown parameters are ignored. */
export const businessFilterSchema = z.object({
  q: optionalText(200, BUSINESS_QUERY_MSG.q),
  // Any spelling of a category is accepted; an unknown one simply matches nothing.
  category: optionalText(100).transform((v) => (v ? (canonicalCategory(v) ?? v) : undefined)),
  subcategory: optionalText(100),
  district: optionalText(100).transform((v, ctx): DistrictName | undefined => {
    if (!v) return undefined;
    const district = canonicalDistrict(v);
    if (!district) {
      ctx.addIssue({ code: 'custom', message: BUSINESS_QUERY_MSG.district });
      return z.NEVER;
    }
    return district;
  }),
  featured: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v),
    z.enum(['true', 'false'], { error: BUSINESS_QUERY_MSG.featured }).optional().transform((v) => v === 'true' || undefined),
  ),
});

/** GET /api/businesses query: filters plus limit (1..500, default 500) and offset (≥ 0). */
export const businessQuerySchema = businessFilterSchema.extend({
  limit: intParam(1, ALL_BUSINESSES_LIMIT, BUSINESS_QUERY_MSG.limit).transform((v) => v ?? ALL_BUSINESSES_LIMIT),
  offset: intParam(0, Number.MAX_SAFE_INTEGER, BUSINESS_QUERY_MSG.offset).transform((v) => v ?? 0),
});

/** /businesses page query: filters plus page (≥ 1) and view (grid | list). */
export const businessPageQuerySchema = businessFilterSchema.extend({
  page: intParam(1, 100_000, BUSINESS_QUERY_MSG.page).transform((v) => v ?? 1),
  view: z.preprocess((v) => (v === 'list' ? 'list' : 'grid'), z.enum(['grid', 'list'])),
});

export type BusinessFilters = z.infer<typeof businessFilterSchema>;
export type BusinessQuery = z.infer<typeof businessQuerySchema>;
export type BusinessPageQuery = z.infer<typeof businessPageQuerySchema>;
