// The filters of /blog as a query: read by the /blog and /blog/search pages and by the list's island.
import { BLOG_FILTER_CATEGORIES } from '~/features/blog/categories.ts';
import { BLOG_PATH } from '~/lib/paths.ts';
import { type QueryAddress, queryChoice, queryText } from '~/lib/query-state.ts';

/** The category filter's 'Tümü' choice. */
export const ALL_CATEGORIES = 'all';

export type BlogFilters = { q: string; category: string };

export const NO_BLOG_FILTERS: BlogFilters = { q: '', category: ALL_CATEGORIES };

/** The unfiltered list lives at /blog; a filtered one at /blog/search, which renders it from its query. */
export const BLOG_ADDRESS: QueryAddress = { filtered: `${BLOG_PATH}/search`, plain: BLOG_PATH };

/** Whether filters narrow the list (such a page is not indexed: /blog is the page of the posts). */
export const isBlogFiltered = (filters: BlogFilters): boolean =>
  filters.q !== '' || filters.category !== NO_BLOG_FILTERS.category;

/** The filters of a query: free text `q` and one of the filter categories (else 'Tümü'). */
export function readBlogFilters(params: URLSearchParams): BlogFilters {
  return {
    q: queryText(params, 'q'),
    category: queryChoice(params, 'category', [ALL_CATEGORIES, ...BLOG_FILTER_CATEGORIES], ALL_CATEGORIES),
  };
}
