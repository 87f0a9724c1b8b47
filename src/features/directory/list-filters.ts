// The filters of the directory's reading lists as queries, read by their pages and by their islands.
import { type QueryAddress, queryChoice, queryText } from '~/lib/query-state.ts';

export type CategorySearch = { q: string };

export const NO_CATEGORY_SEARCH: CategorySearch = { q: '' };

/** The whole grid lives at /categories; a search among the categories at /categories/search, from its query. */
export const CATEGORY_SEARCH_ADDRESS: QueryAddress = { filtered: '/categories/search', plain: '/categories' };

export function readCategorySearch(params: URLSearchParams): CategorySearch {
  return { q: queryText(params, 'q') };
}

const MOBILE_SORTS = ['recommended', 'az'] as const;
export type MobileSort = (typeof MOBILE_SORTS)[number];

export type MobileListFilters = { q: string; category: string; sort: MobileSort };

export const NO_MOBILE_FILTERS: MobileListFilters = { q: '', category: '', sort: 'recommended' };

/** The mobile list is rendered on demand: it reads its own query. */
export const MOBILE_LIST_ADDRESS: QueryAddress = {
  filtered: '/business-directory-mobile',
  plain: '/business-directory-mobile',
};

/** Search text, a category (any name; one that no business has simply lists none) and the order. */
export function readMobileListFilters(params: URLSearchParams): MobileListFilters {
  return {
    q: queryText(params, 'q'),
    category: queryText(params, 'category'),
    sort: queryChoice(params, 'sort', MOBILE_SORTS, 'recommended'),
  };
}
