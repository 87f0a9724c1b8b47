import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, BLOG_FILTER_CATEGORIES } from '~/features/blog/categories.ts';

describe('blog categories', () => {
  it('lets /blog filter every category a post can be written in, and the spec’s own list first', () => {
    for (const category of BLOG_CATEGORIES) expect(BLOG_FILTER_CATEGORIES).toContain(category);
    expect(BLOG_FILTER_CATEGORIES.slice(0, 5)).toEqual(['Tourism', 'Business', 'Food & Dining', 'Culture', 'Events']);
    expect(new Set(BLOG_FILTER_CATEGORIES).size).toBe(BLOG_FILTER_CATEGORIES.length);
  });
});
