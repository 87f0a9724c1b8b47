// The blog's own categories (SPEC §5): apart from the directory's business categories, so the blog's
// islands do not carry the business category table. Values stay as the spec names them (stored and in
// the URL); people read them in Turkish.
import { labelOf, valuesOf } from '~/lib/choices.ts';

/** Every category a post can have, with its Turkish label: the create form's six and the filter's Culture and Events. */
const BLOG_CATEGORY_LABELS = {
  'Food & Dining': 'Yeme İçme',
  'Health & Wellness': 'Sağlık ve Yaşam',
  Tourism: 'Turizm',
  Business: 'İş Dünyası',
  Technology: 'Teknoloji',
  Lifestyle: 'Yaşam Tarzı',
  Culture: 'Kültür',
  Events: 'Etkinlikler',
} as const;
export type BlogCategory = keyof typeof BLOG_CATEGORY_LABELS;

/** Every category a post can have: both forms offer them all, so saving a post keeps its category. */
export const BLOG_CATEGORIES = valuesOf(BLOG_CATEGORY_LABELS);

/** The forms' options: the spec's value, the Turkish label. */
export const BLOG_CATEGORY_OPTIONS = BLOG_CATEGORIES.map((value) => ({ value, label: BLOG_CATEGORY_LABELS[value] }));

/** A stored category as people read it (an unknown one as stored). */
export const blogCategoryLabel = (category: string) => labelOf(BLOG_CATEGORY_LABELS, category);

const SPEC_BLOG_FILTER = ['Tourism', 'Business', 'Food & Dining', 'Culture', 'Events'] as const;
/**
 * Blog categories offered by the /blog filter, after 'all': the spec's list, then every other category a post
 * can be written in, so each category that has posts can be filtered.
 */
export const BLOG_FILTER_CATEGORIES: readonly string[] = [
  ...SPEC_BLOG_FILTER,
  ...BLOG_CATEGORIES.filter((c) => !(SPEC_BLOG_FILTER as readonly string[]).includes(c)),
];
