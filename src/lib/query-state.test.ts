import { describe, expect, it } from 'vitest';
import { readBlogFilters } from '~/features/blog/filters.ts';
import { readMobileListFilters } from '~/features/directory/list-filters.ts';
import { SEARCH_TEXT_MAX } from '~/lib/constants.ts';
import { addressOf, queryStringOf } from '~/lib/query-state.ts';

const address = { filtered: '/blog/search', plain: '/blog' };
const defaults = { q: '', category: 'all' };

describe('query state', () => {
  it('reads text trimmed and cut, and a choice only from its allowed values', () => {
    expect(readBlogFilters(new URLSearchParams('q=%20Nemrut%20&category=Tourism'))).toEqual({
      q: 'Nemrut',
      category: 'Tourism',
    });
    expect(readBlogFilters(new URLSearchParams('category=Spor'))).toEqual(defaults);
    expect(readBlogFilters(new URLSearchParams(`q=${'a'.repeat(SEARCH_TEXT_MAX + 5)}`)).q).toHaveLength(
      SEARCH_TEXT_MAX,
    );
    expect(readMobileListFilters(new URLSearchParams('sort=za&category=Oteller'))).toEqual({
      q: '',
      category: 'Oteller',
      sort: 'recommended',
    });
  });

  it('writes only the values that differ from the defaults', () => {
    expect(queryStringOf({ q: ' çiğ köfte ', category: 'all' }, defaults)).toBe('q=%C3%A7i%C4%9F+k%C3%B6fte');
    expect(queryStringOf({ q: '   ', category: 'Food & Dining' }, defaults)).toBe('category=Food+%26+Dining');
  });

  it('addresses a filtered state on the page that reads the query and the unfiltered one on the plain page', () => {
    expect(addressOf({ q: 'nemrut', category: 'Tourism' }, defaults, address)).toBe(
      '/blog/search?q=nemrut&category=Tourism',
    );
    expect(addressOf({ q: '', category: 'all' }, defaults, address)).toBe('/blog');
  });

  it('reads back what it writes', () => {
    const state = { q: 'Kâhta & Gerger', category: 'Culture' };
    expect(readBlogFilters(new URLSearchParams(queryStringOf(state, defaults)))).toEqual(state);
  });
});
