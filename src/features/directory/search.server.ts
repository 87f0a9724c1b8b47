import { foldTr } from '~/lib/text.ts';

// Query building for the listing index `business_search` (migration 0005): text columns hold
// folded business text, `facets` holds exact filter tokens, and the rowid is a rank key whose low
// 30 bits are the business id.

/** At most this many words of a query are used; the rest only cost time. */
const MAX_TOKENS = 8;

/** Mask that turns a listing-index rowid into the business id. */
export const RANK_KEY_ID_MASK = 2 ** 30 - 1;

/** The columns a visitor's words are searched in; never `facets`. */
const TEXT_COLUMNS = '{name category subcategory district address description}';

/** The folded words of a search text, split the way FTS5's unicode61 tokenizer splits. */
export function searchTokens(text: string): string[] {
  return foldTr(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TOKENS);
}

/**
 * FTS5 MATCH expression for a visitor's text: each folded word quoted (so no FTS syntax gets
 * through) and prefix-matched, all words required, in the text columns — or in `column` only.
 * Null when the text has no words.
 */
export function ftsMatchQuery(text: string, column: string = TEXT_COLUMNS): string | null {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return null;
  return `${column} : (${tokens.map((t) => `"${t.replace(/"/g, '""')}"*`).join(' ')})`;
}

/** Matches every listed (approved) business. */
export const EVERY_LISTED = 'facets : listed';

/** Exact filters, as tokens of the `facets` column. */
export interface ListingFacets {
  categoryId?: number;
  subcategoryId?: number;
  /** Canonical district slug, e.g. 'kahta'. */
  districtSlug?: string;
  featured?: boolean;
}

/** MATCH expression of the filters, or null when there are none. */
export function facetMatch(facets: ListingFacets): string | null {
  const tokens = [
    facets.categoryId !== undefined && `k${facets.categoryId}`,
    facets.subcategoryId !== undefined && `s${facets.subcategoryId}`,
    facets.districtSlug && `i${facets.districtSlug.replace(/[^a-z0-9]/g, '')}`,
    facets.featured && 'featured',
  ].filter(Boolean);
  return tokens.length ? `facets : (${tokens.join(' ')})` : null;
}

/**
 * The MATCH expressions whose results, each in rowid (rank) order and concatenated, make the
 * listing: without text, one group; with text, businesses whose name holds every word first,
 * then the other matches. Null when the text has no words (nothing can match).
 */
export function listingGroups(q: string | undefined, facets: ListingFacets): string[] | null {
  const filter = facetMatch(facets);
  if (!q?.trim()) return [filter ?? EVERY_LISTED];
  const text = ftsMatchQuery(q);
  const name = ftsMatchQuery(q, 'name');
  if (!text || !name) return null;
  const withFilter = (expr: string) => (filter ? `(${expr}) AND (${filter})` : expr);
  return [withFilter(name), `(${withFilter(text)}) NOT (${name})`];
}
