// The filter state of a reading page (blog, categories, mobile list) as a query string. The same rules
// read it on the server, which renders a filtered state without JavaScript, and in the island, which
// keeps it in the address bar so a shared link and the back button show the same list.
import { SEARCH_TEXT_MAX } from '~/lib/constants.ts';

/** A page's filters: every value a string, the unfiltered one given by the page's defaults. */
export type QueryState = Record<string, string>;

/** Where a state lives: filtered states on a page that reads the query, the unfiltered one on `plain`. */
export interface QueryAddress {
  filtered: string;
  plain: string;
}

/** Free text of a query parameter ('' when absent), at most SEARCH_TEXT_MAX characters. */
export function queryText(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? '').trim().slice(0, SEARCH_TEXT_MAX);
}

/** A parameter that must be one of `allowed`; anything else (or nothing) is `fallback`. */
export function queryChoice<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = params.get(name);
  return allowed.find((choice) => choice === value) ?? fallback;
}

/** The query string of a state: only the values that differ from the defaults, blank text left out. */
export function queryStringOf<S extends QueryState>(state: S, defaults: S): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(state)) {
    if (value.trim() !== '' && value !== defaults[name]) params.set(name, value.trim());
  }
  return params.toString();
}

/** The address of a state: the plain page when nothing is filtered, else the filtered page with its query. */
export function addressOf<S extends QueryState>(state: S, defaults: S, address: QueryAddress): string {
  const query = queryStringOf(state, defaults);
  return query ? `${address.filtered}?${query}` : address.plain;
}
