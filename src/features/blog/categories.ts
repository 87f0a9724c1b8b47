// The blog's own categories (SPEC §5): apart from the directory's business categories, so the blog's
// islands do not carry the business category table.

/** Blog categories offered by the create form (SPEC §5). */
export const BLOG_CREATE_CATEGORIES = [
  'Food & Dining',
  'Health & Wellness',
  'Tourism',
  'Business',
  'Technology',
  'Lifestyle',
] as const;
const SPEC_BLOG_FILTER = ['Tourism', 'Business', 'Food & Dining', 'Culture', 'Events'] as const;
/**
 * Blog categories offered by the /blog filter, after 'all': the spec's list, then every other category a post
 * can be written in, so each category that has posts can be filtered.
 */
export const BLOG_FILTER_CATEGORIES: readonly string[] = [
  ...SPEC_BLOG_FILTER,
  ...BLOG_CREATE_CATEGORIES.filter((c) => !(SPEC_BLOG_FILTER as readonly string[]).includes(c)),
];
