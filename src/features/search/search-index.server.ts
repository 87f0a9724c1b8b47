import { type RawBuilder, sql } from 'kysely';
import { ftsTokens, type MatchNode, parseMatch } from '~/features/search/match-expression.ts';
import { indexTerms } from '~/features/search/search-terms.ts';
import { type FacetColumns, facetsOfListing } from '~/features/search/sql-functions.server.ts';
import { type Db, isPostgres } from '~/lib/db/db.server.ts';
import { foldTr } from '~/lib/text.ts';

// The listing index of approved businesses on either engine. search.server.ts writes FTS5 match
// expressions; SQLite runs them on its FTS5 table `business_search` (migrations 0005, 0025, kept by
// triggers), PostgreSQL on a table of the same tokens (migration 0025): each expression is read back
// as a tree and becomes set operations over the token rows. On PostgreSQL the application writes the
// tokens (the folding and stemming are TypeScript): a trigger marks a changed business, and the next
// read of the index indexes the marked ones first, one process at a time under an advisory lock.
// Either way a business's listing position is its rank key: tier, featured, rating, review count, id.

/** Mask that turns a rank key (the SQLite listing index's rowid) into the business id. */
export const RANK_KEY_ID_MASK = 2 ** 30 - 1;

/** Key of the advisory lock that serialises indexing across processes. */
const INDEX_LOCK = 170_025;
/** Marked businesses indexed per round. */
const INDEX_BATCH = 2_000;

/** Rows of [term, column, documents] of every text column (never `facets`, never numbers). */
export async function vocabularyRows(db: Db): Promise<[string, string, number][]> {
  if (isPostgres(db)) {
    await syncSearchIndex(db);
    const { rows } = await sql<{ term: string; col: string; doc: number }>`select term, col, count(*) as doc
      from business_search_terms where col <> 'facets' and term !~ '^[0-9]' group by term, col`.execute(db);
    return rows.map((r) => [r.term, r.col, Number(r.doc)]);
  }
  const { rows } = await sql<{ term: string; col: string; doc: number }>`select term, col, doc
    from business_search_vocab where col <> 'facets' and term not glob '[0-9]*'`.execute(db);
  return rows.map((r) => [r.term, r.col, Number(r.doc)]);
}

/**
 * The rank keys (`k`) of the listed businesses a match holds, leaving out the `exclude` ids: a
 * subquery for the callers to count, page or join (`k & RANK_KEY_ID_MASK` is the business id).
 */
export async function listingKeys(
  db: Db,
  match: string,
  exclude: readonly number[] = [],
): Promise<RawBuilder<unknown>> {
  if (isPostgres(db)) {
    await syncSearchIndex(db);
    const excluded = exclude.length ? sql` and id <> all(${exclude}::integer[])` : sql``;
    return sql`select rank_key as k from business_search_docs where id in (${matchSet(parseMatch(match))})${excluded}`;
  }
  const excluded = exclude.length
    ? sql` and (rowid & ${RANK_KEY_ID_MASK}) not in (select value from json_each(${JSON.stringify(exclude)}))`
    : sql``;
  return sql`select rowid as k from business_search where business_search match ${match}${excluded}`;
}

/** Ids of the matching businesses in rank-key order, one page. */
export async function rankedIds(db: Db, match: string, offset: number, limit: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select k & ${RANK_KEY_ID_MASK} as id from (${await listingKeys(db, match)}
    order by k limit ${limit} offset ${offset}) as m`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** Name, category, district and description of the first matching business, or null. */
export async function firstMatchText(db: Db, match: string): Promise<string | null> {
  const { rows } = await sql<{ text: string }>`select b.name || ' ' || b.category || ' ' || coalesce(b.district, '')
      || ' ' || coalesce(b.description, '') as text
    from (${await listingKeys(db, match)} order by k limit 1) as m join businesses b on b.id = m.k & ${RANK_KEY_ID_MASK}`.execute(
    db,
  );
  return rows[0]?.text ?? null;
}

/** The ids a match tree holds, as one SQL set expression over the token table. */
function matchSet(node: MatchNode): RawBuilder<unknown> {
  if (node.kind !== 'term') {
    const operator = { and: sql`intersect`, or: sql`union`, not: sql`except` }[node.kind];
    return sql`(${matchSet(node.left)}) ${operator} (${matchSet(node.right)})`;
  }
  // Every listed business holds `listed`: the documents themselves, not 100,000 token rows.
  if (
    node.columns?.length === 1 &&
    node.columns[0] === 'facets' &&
    node.tokens.join(' ') === 'listed' &&
    !node.prefix
  ) {
    return sql`select id as business_id from business_search_docs`;
  }
  const columns = node.columns ? sql`col in (${sql.join(node.columns)}) and ` : sql``;
  if (node.tokens.length === 0) return sql`select business_id from business_search_terms where false`;
  // A phrase of several tokens needs each of them (positions are not kept); the last may be a prefix.
  const parts = node.tokens.map((token, i) => {
    const term =
      node.prefix && i === node.tokens.length - 1
        ? sql`term >= ${token} and term < ${`${token}\uffff`}`
        : sql`term = ${token}`;
    return sql`select business_id from business_search_terms where ${columns}${term}`;
  });
  return sql.join(
    parts.map((p) => sql`(${p})`),
    sql` intersect `,
  );
}

/** One business as the listing index sees it. */
interface IndexedBusiness extends FacetColumns {
  id: number;
  name: string;
  category: string;
  district: string | null;
  address: string;
  previousAddress: string | null;
  description: string | null;
  status: string;
  subscriptionTier: string;
  isFeatured: number;
  rating: number;
  reviewCount: number;
  subcategoryId: number | null;
  subcategoryName: string | null;
  categoryId: number | null;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The rank key of migration 0039: smaller lists first (closed listings last, then tier, featured, rating, reviews, id). */
function rankKey(b: IndexedBusiness): bigint {
  const closed = b.closure === 'closed_temporarily' ? 1 : b.closure === 'closed_permanently' ? 2 : 0;
  const tier = b.subscriptionTier === 'premium' ? 0 : b.subscriptionTier === 'standard' ? 1 : 2;
  const featured = b.isFeatured ? 0 : 1;
  const rating = 50 - clamp(Math.round(Number(b.rating) * 10), 0, 50);
  const reviews = 131_071 - clamp(Number(b.reviewCount), 0, 131_071);
  return (
    ((BigInt((closed * 3 + tier) * 2 + featured) * 64n + BigInt(rating)) * 131_072n + BigInt(reviews)) *
      1_073_741_824n +
    BigInt(b.id)
  );
}

/** The columns of the listing index and their text, as the SQLite triggers of migration 0039 write them. */
function indexColumns(b: IndexedBusiness): Record<string, string> {
  const district = foldTr(b.district ?? '');
  const districtToken = district.replace(/ /g, '');
  const address = `${b.address} ${b.previousAddress ?? ''}`;
  return {
    name: foldTr(b.name),
    category: foldTr(b.category),
    subcategory: foldTr(b.subcategoryName ?? ''),
    district,
    address: foldTr(address).replaceAll('adiyaman', ' '),
    description: foldTr(b.description ?? ''),
    facets:
      [
        'listed',
        b.categoryId !== null && `k${b.categoryId}`,
        b.subcategoryId !== null && `s${b.subcategoryId}`,
        districtToken && `i${districtToken}`,
        b.isFeatured && 'featured',
      ]
        .filter(Boolean)
        .join(' ') + facetsOfListing(b),
    name_terms: indexTerms(b.name, true),
    category_terms: indexTerms(`${b.category} ${b.subcategoryName ?? ''}`, true),
    other_terms: indexTerms(
      `${b.district ?? ''} ${address.replaceAll('Adıyaman', ' ').replaceAll('ADIYAMAN', ' ')} ${b.description ?? ''}`,
      false,
    ),
  };
}

/** PostgreSQL: indexes the businesses marked since the last read, then returns. Nothing to do on SQLite. */
export async function syncSearchIndex(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  const { rows } = await sql`select 1 from business_search_dirty limit 1`.execute(db);
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${INDEX_LOCK})`.execute(trx);
    for (;;) {
      const marked = await sql<{ businessId: number }>`delete from business_search_dirty where business_id in
        (select business_id from business_search_dirty limit ${INDEX_BATCH}) returning business_id`.execute(trx);
      if (marked.rows.length === 0) return;
      await indexBusinesses(
        trx,
        marked.rows.map((r) => r.businessId),
      );
    }
  });
}

async function indexBusinesses(db: Db, ids: number[]): Promise<void> {
  const businesses = (await db
    .selectFrom('businesses as b')
    .leftJoin('subcategories as s', 's.id', 'b.subcategoryId')
    .leftJoin('categories as c', 'c.name', 'b.category')
    .selectAll('b')
    .select(['s.name as subcategoryName', 'c.id as categoryId'])
    .where('b.id', 'in', ids)
    .execute()) as IndexedBusiness[];
  await sql`delete from business_search_docs where id = any(${ids})`.execute(db);
  const listed = businesses.filter((b) => b.status === 'approved');
  if (listed.length === 0) return;
  await sql`insert into business_search_docs (id, rank_key)
    select * from unnest(${listed.map((b) => b.id)}::integer[], ${listed.map((b) => rankKey(b).toString())}::bigint[])`.execute(
    db,
  );
  const cols: string[] = [];
  const terms: string[] = [];
  const owners: number[] = [];
  for (const b of listed) {
    for (const [col, text] of Object.entries(indexColumns(b))) {
      for (const term of new Set(ftsTokens(text))) {
        cols.push(col);
        terms.push(term);
        owners.push(b.id);
      }
    }
  }
  await sql`insert into business_search_terms (col, term, business_id)
    select * from unnest(${cols}::text[], ${terms}::text[], ${owners}::integer[])`.execute(db);
}
