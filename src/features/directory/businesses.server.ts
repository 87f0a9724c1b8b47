import { type ExpressionBuilder, sql } from 'kysely';
import type { BusinessListResponse, PublicBusiness } from '~/features/directory/business.ts';
import { countApprovedBusinesses } from '~/features/directory/categories.server.ts';
import { DISTRICT_CENTRES, type Distance, distanceKm, positionOf } from '~/features/directory/distance.ts';
import {
  type LatLng,
  type ListOptions as ListOptionsOf,
  NO_LIST_OPTIONS,
  OWNED_TOKEN,
  optionTokens,
  PAYMENT_FILTERS,
  paymentToken,
  priceToken,
  SERVICE_FILTERS,
} from '~/features/directory/list-options.ts';
import { type Narrowing, openNowNarrowing } from '~/features/directory/open-now.server.ts';
import type { BusinessFilters } from '~/features/directory/schema.ts';
import { DISTRICTS } from '~/features/listings/districts.ts';
import { PRICE_RANGES } from '~/features/listings/options.ts';
import {
  EVERY_LISTED,
  filteredLevels,
  type ListingFacets,
  loadVocabulary,
  plannedQuery,
  type QueryIntent,
  spelledAsWritten,
  suggestQueries,
} from '~/features/search/search.server.ts';
import { listingKeys, RANK_KEY_ID_MASK } from '~/features/search/search-index.server.ts';
import { cachedPerKeyUntilBusinessesChange, withinCounterSnapshot } from '~/lib/db/change-counter.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import type { Business, Database } from '~/lib/db/schema.ts';

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

/** Turns a row into the public DTO: JSON parsed, 0/1 as booleans, every hidden column (business.ts) dropped. */
function toPublicBusiness(row: BusinessRow): PublicBusiness {
  // The private columns are left out by destructuring: deleting them from a copy made every row a
  // slow dictionary object (12 µs a row against 3).
  const {
    ownerId,
    ownerEmail,
    ownerPhone,
    ownerName,
    taxId,
    rejectionReason,
    source,
    isDemo,
    workingHoursText,
    closedRank,
    nameOrder,
    osmFields,
    marketingBudget,
    googleAdsInterest,
    facebookAdsInterest,
    instagramAdsInterest,
    tiktokAdsInterest,
    seoOptimization,
    socialMediaManagement,
    contentCreation,
    emailMarketing,
    ...base
  } = row;
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
    ownerVerified: row.ownerVerified === 1,
    deliveryService: row.deliveryService === 1,
    onlineOrdering: row.onlineOrdering === 1,
    reservationSystem: row.reservationSystem === 1,
  };
}

/**
 * Approved businesses, every column, with their subcategory's name and slug. Those two are read by
 * subqueries on the subcategory's key, not a join: on SQLite the join made reading a row about ten
 * times slower (0,14 ms against 0,01 ms for one business at 100,000).
 */
function approvedRows(db: Db) {
  const subcategory = (eb: ExpressionBuilder<Database & { b: Database['businesses'] }, 'b'>, column: 'name' | 'slug') =>
    eb.selectFrom('subcategories as s').select(`s.${column}`).whereRef('s.id', '=', 'b.subcategoryId');
  return db
    .selectFrom('businesses as b')
    .selectAll('b')
    .select((eb) => [subcategory(eb, 'name').as('subcategoryName'), subcategory(eb, 'slug').as('subcategorySlug')])
    .where('b.status', '=', 'approved');
}

/** Filters (all optional, combined with AND) plus paging, and the sort and filters of list-options.ts. */
export type ListOptions = Partial<BusinessFilters> & {
  limit: number;
  offset: number;
  list?: ListOptionsOf;
  now?: Date;
};

/** The filters as listing-index facets; null when a category or subcategory does not exist. */
async function resolveFacets(
  db: Db,
  options: Partial<BusinessFilters> & { list?: ListOptionsOf },
): Promise<ListingFacets | null> {
  const facets: ListingFacets = { featured: options.featured, tokens: options.list ? optionTokens(options.list) : [] };
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

/** The listings of a match with one `closed_rank` (closure.ts): open or moved 0, closed for now 1, for good 2. */
type Part = 0 | 1 | 2;

/**
 * The rank keys of one closed rank: it is the top of the key (migration 0039), so the listings of rank r
 * hold the keys from r × (3 × 2 × 64 × 131072) × 2^30 = r × 3 × 2^54 on. Past the safe integers of
 * JavaScript, so written into the SQL as digits.
 */
const keysOfRank = (part: Part) => {
  const span = 3n * 2n ** 54n;
  return sql`k >= ${sql.raw((BigInt(part) * span).toString())} and k < ${sql.raw((BigInt(part + 1) * span).toString())}`;
};

/** The rank keys (`k`) of a match, narrowed to the listings open now when asked (open-now.server.ts), and to one part. */
async function matchedRows(db: Db, match: string, narrowing?: Narrowing, part?: Part) {
  let rows = await listingKeys(db, narrowing ? `(${match}) AND ${narrowing.also}` : match, narrowing?.exclude);
  if (narrowing?.include) rows = sql`${rows} union all ${await listingKeys(db, `(${match}) AND ${narrowing.include}`)}`;
  return part === undefined ? rows : sql`select k from (${rows}) as p where ${keysOfRank(part)}`;
}

/** Match expressions whose counts are kept (per listings version): the filters and searches asked most. */
const KEPT_COUNTS = 2000;

/**
 * How many listed businesses a match holds (narrowed to those open now when asked); counting a common
 * filter walks thousands of entries, so counts are kept per match and narrowing until the listings change.
 */
const countKept = cachedPerKeyUntilBusinessesChange(KEPT_COUNTS, async (db, key): Promise<number> => {
  const { match, narrowing, part } = JSON.parse(key) as { match: string; narrowing?: Narrowing; part?: Part };
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from (${await matchedRows(db, match, narrowing, part)}) as m`.execute(db);
  return Number(rows[0]?.n ?? 0);
});

const countMatches = (db: Db, match: string, narrowing?: Narrowing, part?: Part) =>
  countKept(db, JSON.stringify({ match, narrowing, part }));

async function readRankedIds(
  db: Db,
  match: string,
  offset: number,
  limit: number,
  narrowing?: Narrowing,
  part?: Part,
): Promise<number[]> {
  const { rows } = await sql<{
    id: number;
  }>`select k & ${RANK_KEY_ID_MASK} as id from (${await matchedRows(db, match, narrowing, part)}
    order by k limit ${limit} offset ${offset}) as m`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** Squared planar distance to `from` (good enough to order by within a province), nulls last. */
function distanceOrder(from: LatLng) {
  const centre = (axis: 'lat' | 'lng') =>
    `case b.district ${Object.entries(DISTRICT_CENTRES)
      .map(([name, c]) => `when '${name}' then ${c[axis]}`)
      .join(' ')} end`;
  const scale = Math.cos((from.lat * Math.PI) / 180);
  return sql.raw(`coalesce(((coalesce(b.latitude, ${centre('lat')}) - ${from.lat}) * (coalesce(b.latitude, ${centre('lat')}) - ${from.lat})
    + (coalesce(b.longitude, ${centre('lng')}) - ${from.lng}) * (coalesce(b.longitude, ${centre('lng')}) - ${from.lng}) * ${scale * scale}), 1e9)`);
}

const SORT_ORDERS = {
  puan: sql`b.rating desc, b.review_count desc, b.id`,
  ad: sql`b.name_order, b.id`,
  yeni: sql`b.created_at desc, b.id desc`,
};

/** From this many matches on, a sorted page walks the sort's index instead of sorting every match. */
const WALK_SORT_INDEX_FROM = 1000;

/**
 * A page of a match in another order than the rank key: closed listings last, then the chosen order.
 * Every listing: the sort's index alone. Many matches: the sort's index walked in order, each row kept
 * when it is a match (`+b.id` keeps the engine from reading the matches one by one and sorting them all),
 * so the cost follows the page, not the matches. Few matches: read and sorted.
 */
async function readSortedIds(
  db: Db,
  match: string,
  order: ReturnType<typeof sql.raw>,
  page: { offset: number; limit: number; total: number },
  narrowing?: Narrowing,
): Promise<number[]> {
  const matches = sql`(select k & ${RANK_KEY_ID_MASK} from (${await matchedRows(db, match, narrowing)}) as m)`;
  const member =
    match === EVERY_LISTED && !narrowing
      ? sql``
      : page.total >= WALK_SORT_INDEX_FROM
        ? sql`and +b.id in ${matches}`
        : sql`and b.id in ${matches}`;
  const { rows } = await sql<{ id: number }>`select b.id from businesses b where b.status = 'approved' ${member}
    order by b.closed_rank, ${order} limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows.map((r) => r.id);
}

/** The order of a sorted list (list-options.ts), or null for the rank key ('ilgi', or 'mesafe' without a position). */
function sortOrder(sort: ListOptionsOf['sort'], from: LatLng | null | undefined) {
  if (sort === 'mesafe') return from ? sql`${distanceOrder(from)}, b.id` : null;
  return sort === 'ilgi' ? null : SORT_ORDERS[sort];
}

/** One page of listing ids: of a match (with its narrowing and closed part) in rank-key order, or sorted. */
interface PageOf {
  match: string;
  offset: number;
  limit: number;
  narrowing?: Narrowing;
  part?: Part;
  /** A sort other than the rank key, with the match's count (it chooses how the page is read). */
  sorted?: { sort: ListOptionsOf['sort']; from?: LatLng | null; total: number };
}

function readPage(db: Db, page: PageOf): Promise<number[]> {
  const { match, offset, limit, narrowing, part, sorted } = page;
  const order = sorted && sortOrder(sorted.sort, sorted.from);
  return order
    ? readSortedIds(db, match, order, { offset, limit, total: sorted.total }, narrowing)
    : readRankedIds(db, match, offset, limit, narrowing, part);
}

/** Pages kept (per listings version), and the largest page kept: the list's pages, not exports. */
const KEPT_PAGES = 2000;
const KEPT_PAGE_SIZE = 50;

/**
 * The ids of a page, kept until the listings change (the same version the counts follow: every write
 * to an approved business, whose rank key or sort columns it may move). A band of a many-word or relaxed
 * query walks the prefix terms of thousands of listings, and a sort reads every match; the first pages
 * of the searches asked most are asked again and again. A narrowing (open now) is part of the key.
 */
const pageKept = cachedPerKeyUntilBusinessesChange(KEPT_PAGES, (db, key) => readPage(db, JSON.parse(key) as PageOf));

const pageIds = (db: Db, page: PageOf): Promise<number[]> =>
  page.limit <= KEPT_PAGE_SIZE ? pageKept(db, JSON.stringify(page)) : readPage(db, page);

/**
 * The listing of a band: matches of `level` that the levels before it did not hold, those named by
 * `previous`, the narrowest level that holds them all (null for the first band).
 */
const band = (level: string, previous: string | null) => (previous === null ? level : `(${level}) NOT (${previous})`);

/**
 * Approved businesses matching every given filter (AND), best first, with the total count.
 * Without text the order is the rank key: premium, standard, the rest; featured; rating; review
 * count. With text (the forgiving search of search.server.ts) the bands come first — name words
 * exact, as prefixes, stemmed or joined, then name or category, anywhere, and typos last — each
 * band in rank-key order. Closed listings come after every open one: the rank key puts them last
 * within a band, and when a query matches some, the bands are walked once per closed rank, open
 * listings first, so a closed place named like the query never comes before an open one that only
 * sells it. The listing index yields each page in rank order directly, so the cost follows the page
 * size, not the matches. When nothing matches, close queries are suggested.
 */
export function listApprovedBusinesses(db: Db, options: ListOptions): Promise<BusinessListResponse> {
  // One reading of the listings' version for the whole list (its plan, counts and pages), not one per figure.
  return withinCounterSnapshot(() => listApproved(db, options));
}

async function listApproved(db: Db, options: ListOptions): Promise<BusinessListResponse> {
  const plan = await listPlan(db, options);
  if (!plan) return { businesses: [], total: 0 };
  const { levels, last, narrowing, suggest, list, total, relaxed } = plan;
  if (total === 0) {
    const suggestions = await Promise.all(suggest().map((query) => spelledAsWritten(db, query)));
    return suggestions.length ? { businesses: [], total, suggestions } : { businesses: [], total };
  }

  const ids: number[] = [];
  const isSorted = sortOrder(list.sort, list.location) !== null;
  if (isSorted) {
    const sorted = { sort: list.sort, from: list.location, total };
    const page = { match: last as string, offset: options.offset, limit: options.limit, narrowing, sorted };
    ids.push(...(await pageIds(db, page)));
  }
  const [closedForNow, closedForGood] =
    isSorted || levels.length === 1
      ? [0, 0]
      : await Promise.all([1 as const, 2 as const].map((part) => countMatches(db, last as string, narrowing, part)));
  const parts: { part?: Part; size: number }[] =
    closedForNow || closedForGood
      ? [
          { part: 0, size: total - (closedForNow ?? 0) - (closedForGood ?? 0) },
          { part: 1, size: closedForNow ?? 0 },
          { part: 2, size: closedForGood ?? 0 },
        ]
      : [{ size: total }];
  let skip = options.offset;
  for (const { part, size } of isSorted ? [] : parts) {
    if (skip >= size) {
      skip -= size;
      continue;
    }
    let before = 0;
    let previous: string | null = null;
    for (const [index, level] of levels.entries()) {
      const wanted = options.limit - ids.length;
      if (wanted <= 0) break;
      // Whole bands before the page, and empty ones, are skipped by their (kept) counts; the levels are
      // nested, so a level counting as many as the one before holds the same rows and excludes as well.
      const upTo = index === levels.length - 1 ? size : await countMatches(db, level, narrowing, part);
      const inBand = upTo - before;
      if (inBand === 0) continue;
      const exclude = previous;
      before = upTo;
      previous = level;
      if (skip >= inBand) {
        skip -= inBand;
        continue;
      }
      const found = await pageIds(db, { match: band(level, exclude), offset: skip, limit: wanted, narrowing, part });
      ids.push(...found);
      skip = 0;
    }
  }
  if (ids.length === 0) return { businesses: [], total };

  const rows = await approvedRows(db).where('b.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r as BusinessRow]));
  const businesses = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toPublicBusiness(row)] : [];
  });
  return {
    businesses,
    total,
    ...(relaxed ? { relaxed } : {}),
    ...(list.location ? { distances: distancesFrom(list.location, businesses) } : {}),
  };
}

/**
 * The list options a query's own words ask for ('en iyi', 'yakın', 'açık', 'ucuz'; trade-words.ts) on
 * top of the visitor's: a sort only where the visitor kept the default one, a filter only where unset.
 */
function withIntent(list: ListOptionsOf, intent: QueryIntent): ListOptionsOf {
  const sort =
    list.sort !== 'ilgi' ? list.sort : intent.best ? 'puan' : intent.near && list.location ? 'mesafe' : list.sort;
  return {
    ...list,
    sort,
    openNow: list.openNow || Boolean(intent.open),
    price: list.price ?? (intent.cheap ? 1 : null),
  };
}

/**
 * The match levels of a list, its widest match, the open-now narrowing when asked, and its count. With
 * text, tried in turn until one finds something: the query with the filters its words ask for, without
 * them (they never empty the list), then relaxed (search.server.ts relaxedLevels: what matches the most
 * words), flagged so the page says so.
 */
async function listPlan(db: Db, options: ListOptions) {
  const asked = options.list ?? NO_LIST_OPTIONS;
  const q = options.q?.trim();
  const vocabulary = q ? await loadVocabulary(db) : null;
  const planned = q && vocabulary ? plannedQuery(q, vocabulary) : null;
  if (q && !planned) return null;
  const plan = planned?.plan;
  const suggest = (): string[] => (plan && vocabulary ? suggestQueries(plan, vocabulary) : []);
  const attempt = async (text: string[] | null, list: ListOptionsOf, relaxed: boolean) => {
    const facets = await resolveFacets(db, { ...options, list });
    if (!facets) return null;
    const levels = filteredLevels(text, facets);
    const last = levels.at(-1);
    const narrowing =
      list.openNow && last !== undefined ? await openNowNarrowing(db, last, options.now ?? new Date()) : undefined;
    const total =
      last === undefined
        ? 0
        : last === EVERY_LISTED && !narrowing
          ? await countApprovedBusinesses(db)
          : await countMatches(db, last, narrowing);
    return { levels, last, narrowing, suggest, list, total, relaxed };
  };
  if (!planned || !plan || !vocabulary) return attempt(null, asked, false);
  const wanted = withIntent(asked, plan.intent);
  const lists =
    wanted.openNow !== asked.openNow || wanted.price !== asked.price
      ? [wanted, { ...asked, sort: wanted.sort }]
      : [wanted];
  const strict = planned.strict;
  let first: Awaited<ReturnType<typeof attempt>> | undefined;
  for (const list of lists) {
    const found = await attempt(strict, list, false);
    if (!found || found.total > 0) return found;
    first ??= found;
  }
  const relaxed = planned.relaxed();
  for (const list of relaxed.length ? lists : []) {
    const found = await attempt(relaxed, list, true);
    if (found && found.total > 0) return found;
  }
  return first ?? null;
}

function distancesFrom(from: LatLng, businesses: PublicBusiness[]): Record<number, Distance> {
  const out: Record<number, Distance> = {};
  for (const b of businesses) {
    const position = positionOf(b);
    if (position) out[b.id] = { km: distanceKm(from, position.at), fromDistrictCentre: position.fromDistrictCentre };
  }
  return out;
}

/** How many listings each filter value would leave, given the other filters of the list. */
export interface FilterCounts {
  openNow: number;
  prices: number[];
  payments: number[];
  services: number[];
  owned: number;
}

export function filterCounts(db: Db, options: ListOptions): Promise<FilterCounts | null> {
  return withinCounterSnapshot(() => countFilters(db, options));
}

async function countFilters(db: Db, options: ListOptions): Promise<FilterCounts | null> {
  const list = options.list ?? NO_LIST_OPTIONS;
  const plan = await listPlan(db, { ...options, list: { ...list, openNow: false } });
  if (!plan?.last) return null;
  const { last } = plan;
  const narrowing = list.openNow ? await openNowNarrowing(db, last, options.now ?? new Date()) : undefined;
  const withToken = (token: string) => countMatches(db, `(${last}) AND facets : ${token}`, narrowing);
  const [openNow, prices, payments, services, owned] = await Promise.all([
    countMatches(db, last, await openNowNarrowing(db, last, options.now ?? new Date())),
    Promise.all(PRICE_RANGES.map((_, i) => withToken(priceToken(i)))),
    Promise.all(PAYMENT_FILTERS.map((p) => withToken(paymentToken(p)))),
    Promise.all(SERVICE_FILTERS.map((s) => withToken(s.token))),
    withToken(OWNED_TOKEN),
  ]);
  return { openNow, prices, payments, services, owned };
}

/** One approved business by id, or null (pending, rejected and missing ids are all null). */
export async function findApprovedBusinessById(db: Db, id: number): Promise<PublicBusiness | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const row = await approvedRows(db).where('b.id', '=', id).executeTakeFirst();
  return row ? toPublicBusiness(row as BusinessRow) : null;
}

/**
 * Open listings like a closed one ('Benzer işletmeler' on its page): the same category, its district
 * first, then the best rated; never a closed one.
 */
export async function similarOpenBusinesses(
  db: Db,
  business: Pick<PublicBusiness, 'id' | 'category' | 'district'>,
  limit = 4,
): Promise<PublicBusiness[]> {
  const rows = await approvedRows(db)
    .where('b.category', '=', business.category)
    .where('b.id', '!=', business.id)
    .where('b.closedRank', '=', 0)
    .orderBy(sql`case when b.district = ${business.district} then 0 else 1 end`)
    .orderBy('b.rating', 'desc')
    .orderBy('b.id')
    .limit(limit)
    .execute();
  return rows.map((row) => toPublicBusiness(row as BusinessRow));
}
