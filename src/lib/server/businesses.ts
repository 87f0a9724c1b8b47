import { sql } from 'kysely';
import type { BusinessListResponse, PublicBusiness } from '../shared/business-dto.ts';
import type { BusinessFilters } from '../shared/business-query-schema.ts';
import type { Db } from './db.ts';
import type { Business } from './schema.ts';
import { ftsMatchQuery } from './search.ts';

// Listing order everywhere: premium, then standard, then the rest; featured; best rated.
const TIER_RANK = sql<number>`case b.subscription_tier when 'premium' then 0 when 'standard' then 1 else 2 end`;

const PRIVATE_COLUMNS = ['ownerEmail', 'ownerPhone', 'ownerName', 'taxId', 'rejectionReason', 'source'] as const;

type BusinessRow = Business & { subcategoryName: string | null; subcategorySlug: string | null };

function parseJson<T>(text: string | null | undefined, fallback: T, accept: (v: unknown) => boolean): T {
  if (!text) return fallback;
  try {
    const value: unknown = JSON.parse(text);
    return accept(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringList = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Turns a row into the public DTO: JSON parsed, 0/1 as booleans, private columns dropped. */
export function toPublicBusiness(row: BusinessRow): PublicBusiness {
  const rest: Record<string, unknown> = { ...row };
  for (const key of PRIVATE_COLUMNS) delete rest[key];
  const base = rest as Omit<BusinessRow, (typeof PRIVATE_COLUMNS)[number]>;
  return {
    ...base,
    workingHours: parseJson(row.workingHours, null, isObject),
    socialLinks: parseJson(row.socialLinks, null, isObject),
    photos: parseJson(row.photos, [], isStringList),
    paymentOptions: parseJson(row.paymentOptions, [], isStringList),
    languages: parseJson(row.languages, ['Türkçe'], isStringList),
    rating: Number(row.rating),
    reviewCount: Number(row.reviewCount),
    isVerified: row.isVerified === 1,
    isFeatured: row.isFeatured === 1,
    googleAdsInterest: row.googleAdsInterest === 1,
    facebookAdsInterest: row.facebookAdsInterest === 1,
    instagramAdsInterest: row.instagramAdsInterest === 1,
    tiktokAdsInterest: row.tiktokAdsInterest === 1,
    seoOptimization: row.seoOptimization === 1,
    socialMediaManagement: row.socialMediaManagement === 1,
    contentCreation: row.contentCreation === 1,
    emailMarketing: row.emailMarketing === 1,
    deliveryService: row.deliveryService === 1,
    onlineOrdering: row.onlineOrdering === 1,
    reservationSystem: row.reservationSystem === 1,
  };
}

function approvedBase(db: Db) {
  return db
    .selectFrom('businesses as b')
    .leftJoin('subcategories as s', 's.id', 'b.subcategoryId')
    .where('b.status', '=', 'approved');
}

/** The base query narrowed by every given filter (AND). */
function filtered(db: Db, options: Partial<BusinessFilters>) {
  let query = approvedBase(db);
  if (options.category) query = query.where('b.category', '=', options.category);
  if (options.subcategory) query = query.where('s.slug', '=', options.subcategory);
  if (options.district) query = query.where('b.district', '=', options.district);
  if (options.featured) query = query.where('b.isFeatured', '=', 1);
  return query;
}

/** Filters (all optional, combined with AND) plus paging. */
export type ListOptions = Partial<BusinessFilters> & { limit: number; offset: number };

/**
 * Approved businesses matching every given filter (AND), best first, with the total count.
 * With free text: Turkish-folded prefix search over the FTS index; businesses whose name holds
 * every word come first, then by tier, featured flag and rating.
 */
export async function listApprovedBusinesses(db: Db, options: ListOptions): Promise<BusinessListResponse> {
  const match = options.q ? ftsMatchQuery(options.q) : null;
  if (options.q && !match) return { businesses: [], total: 0 };

  // Two steps: rank narrow (id and sort keys, read from a covering index), then load one page of rows.
  let ranked = filtered(db, options).select(['b.id', sql<number>`count(*) over ()`.as('totalCount')]);
  if (match) {
    const nameMatch = ftsMatchQuery(options.q!, 'name')!;
    ranked = ranked
      .where('b.id', 'in', sql<number>`(select rowid from business_search where business_search match ${match})`)
      .orderBy(sql`b.id in (select rowid from business_search where business_search match ${nameMatch})`, 'desc');
  }
  const page = await ranked
    .orderBy(TIER_RANK)
    .orderBy('b.isFeatured', 'desc')
    .orderBy('b.rating', 'desc')
    .orderBy('b.reviewCount', 'desc')
    .orderBy('b.id')
    .limit(options.limit)
    .offset(options.offset)
    .execute();

  const total = page.length > 0 ? Number(page[0]!.totalCount) : options.offset > 0 ? await countMatching(db, options, match) : 0;
  if (page.length === 0) return { businesses: [], total };
  const rows = await approvedBase(db)
    .selectAll('b')
    .select(['s.name as subcategoryName', 's.slug as subcategorySlug'])
    .where('b.id', 'in', page.map((r) => r.id))
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r as BusinessRow]));
  return { businesses: page.flatMap((r) => (byId.has(r.id) ? [toPublicBusiness(byId.get(r.id)!)] : [])), total };
}

async function countMatching(db: Db, options: Partial<BusinessFilters>, match: string | null): Promise<number> {
  let query = filtered(db, options);
  if (match) query = query.where('b.id', 'in', sql<number>`(select rowid from business_search where business_search match ${match})`);
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One approved business by id, or null (pending, rejected and missing ids are all null). */
export async function findApprovedBusinessById(db: Db, id: number): Promise<PublicBusiness | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const row = await approvedBase(db)
    .selectAll('b')
    .select(['s.name as subcategoryName', 's.slug as subcategorySlug'])
    .where('b.id', '=', id)
    .executeTakeFirst();
  return row ? toPublicBusiness(row as BusinessRow) : null;
}

/** Parses a route id ('12') into a positive integer, or null. */
export function parseBusinessId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
