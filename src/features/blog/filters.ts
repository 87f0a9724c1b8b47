// The filters of /blog as a query: read by the on-demand /blog/search page and by the list's island.
import { BLOG_FILTER_CATEGORIES } from '~/features/blog/categories.ts';
import { BLOG_PATH } from '~/lib/paths.ts';
import { type QueryAddress, queryChoice, queryText } from '~/lib/query-state.ts';

/** The category filter's 'Tümü' choice. */
export const ALL_CATEGORIES = 'all';

export type BlogFilters = { q: string; category: string };

export const NO_BLOG_FILTERS: BlogFilters = { q: '', category: ALL_CATEGORIES };

/** /blog is pre-rendered; a filtered list is rendered on demand by /blog/search from its query. */
export const BLOG_ADDRESS: QueryAddress = { filtered: `${BLOG_PATH}/search`, plain: BLOG_PATH };

/** The filters of a query: free text `q` and one of the filter categories (else 'Tümü'). */
export function readBlogFilters(params: URLSearchParams): BlogFilters {
  return {
    q: queryText(params, 'q'),
    category: queryChoice(params, 'category', [ALL_CATEGORIES, ...BLOG_FILTER_CATEGORIES], ALL_CATEGORIES),
  };
}
