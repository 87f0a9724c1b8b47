import { describe, expect, it } from 'vitest';
import {
  ADD_BUSINESS_CATEGORIES,
  BLOG_CREATE_CATEGORIES,
  BLOG_FILTER_CATEGORIES,
  canonicalCategory,
  REGISTRATION_CATEGORIES,
} from '~/features/directory/categories.ts';
import { itMapsEach } from '../../../tests/support/each.ts';

describe('categories', () => {
  it('has the 17 add-business and 15 registration categories of the spec', () => {
    expect(ADD_BUSINESS_CATEGORIES).toHaveLength(17);
    expect(REGISTRATION_CATEGORIES).toHaveLength(15);
  });

  itMapsEach('maps registration labels, slugs and other spellings onto canonical names', canonicalCategory, [
    ['Restaurant & Cafe', 'Restoranlar'],
    ['kuafor-berber', 'Kuaför & Berber'],
    ['SAĞLIK', 'Sağlık'],
    ['Uzay Gemileri', null],
  ]);
});

describe('blog categories', () => {
  it('lets /blog filter every category a post can be written in, and the spec’s own list first', () => {
    for (const category of BLOG_CREATE_CATEGORIES) expect(BLOG_FILTER_CATEGORIES).toContain(category);
    expect(BLOG_FILTER_CATEGORIES.slice(0, 5)).toEqual(['Tourism', 'Business', 'Food & Dining', 'Culture', 'Events']);
    expect(new Set(BLOG_FILTER_CATEGORIES).size).toBe(BLOG_FILTER_CATEGORIES.length);
  });
});
