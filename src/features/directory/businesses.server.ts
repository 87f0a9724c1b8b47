import type { BusinessListResponse, PublicBusiness } from '~/features/directory/business.ts';
import { countApprovedBusinesses } from '~/features/directory/categories.server.ts';
import { DISTRICTS } from '~/features/directory/districts.ts';
import type { BusinessFilters } from '~/features/directory/schema.ts';
import {
  EVERY_LISTED,
  filteredLevels,
  type ListingFacets,
  loadVocabulary,
  matchLevels,
  planQuery,
  spelledAsWritten,
  suggestQueries,
} from '~/features/directory/search.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import type { Business } from '~/lib/db/schema.ts';
import { countMatches, rankedIds } from '~/lib/db/search-index.server.ts';

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
function toPublicBusiness(row: BusinessRow): PublicBusiness {
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

/** Filters (all optional, combined with AND) plus paging. */
export type ListOptions = Partial<BusinessFilters> & { limit: number; offset: number };

/** The filters as listing-index facets; null when a category or subcategory does not exist. */
async function resolveFacets(db: Db, options: Partial<BusinessFilters>): Promise<ListingFacets | null> {
  const facets: ListingFacets = { featured: options.featured };
  if (options.category) {
    const row = await db.selectFrom('categories').select('id').where('name', '=', options.category).executeTakeFirst();
    if (!row) return null;
    facets.categoryId = row.id;
  }
  if (options.subcategory) {
    const row = await db
      .selectFrom('subcategories')
      .select('id')
      .where('slug', '=', options.subcategory)
      .executeTakeFirst();
    if (!row) return null;
    facets.subcategoryId = row.id;
  }
  if (options.district) facets.districtSlug = DISTRICTS.find((d) => d.name === options.district)?.slug;
  return facets;
}

/** The listing of a band: matches of `level` that the level before it did not hold. */
const band = (levels: string[], index: number) =>
  index === 0 ? (levels[0] as string) : `(${levels[index]}) NOT (${levels[index - 1]})`;

/**
 * Approved businesses matching every given filter (AND), best first, with the total count.
 * Without text the order is the rank key: premium, standard, the rest; featured; rating; review
 * count. With text (the forgiving search of search.server.ts) the bands come first — name words
 * exact, as prefixes, stemmed or joined, then name or category, anywhere, and typos last — each
 * band in rank-key order. The listing index yields each page in rank order directly, so the cost
 * follows the page size, not the matches. When nothing matches, close queries are suggested.
 */
export async function listApprovedBusinesses(db: Db, options: ListOptions): Promise<BusinessListResponse> {
  const facets = await resolveFacets(db, options);
  if (!facets) return { businesses: [], total: 0 };
  let levels: string[];
  let suggest = (): string[] => [];
  if (options.q?.trim()) {
    const vocabulary = await loadVocabulary(db);
    const plan = planQuery(options.q, vocabulary);
    if (!plan) return { businesses: [], total: 0 };
    levels = filteredLevels(matchLevels(plan, vocabulary), facets);
    suggest = () => suggestQueries(plan, vocabulary);
  } else {
    levels = filteredLevels(null, facets);
  }
  const last = levels.at(-1);
  const total =
    last === undefined ? 0 : await (last === EVERY_LISTED ? countApprovedBusinesses(db) : countMatches(db, last));
  if (total === 0) {
    const suggestions = await Promise.all(suggest().map((query) => spelledAsWritten(db, query)));
    return suggestions.length ? { businesses: [], total, suggestions } : { businesses: [], total };
  }

  const ids: number[] = [];
  let skip = options.offset;
  let before = 0;
  for (const index of levels.keys()) {
    const wanted = options.limit - ids.length;
    if (wanted <= 0) break;
    if (skip > 0) {
      // Whole bands before the page are skipped by their counts; the levels are nested.
      const upTo = index === levels.length - 1 ? total : await countMatches(db, levels[index] as string);
      const inBand = upTo - before;
      before = upTo;
      if (skip >= inBand) {
        skip -= inBand;
        continue;
      }
    }
    const found = await rankedIds(db, band(levels, index), skip, wanted);
    ids.push(...found);
    skip = 0;
  }
  if (ids.length === 0) return { businesses: [], total };

  const rows = await approvedBase(db)
    .selectAll('b')
    .select(['s.name as subcategoryName', 's.slug as subcategorySlug'])
    .where('b.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r as BusinessRow]));
  return {
    businesses: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toPublicBusiness(row)] : [];
    }),
    total,
  };
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
