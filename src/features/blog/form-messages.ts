// Texts, limits and formats of the 'Create New Blog Post' form (SPEC §5, §8): their own module so the
// reading pages' islands do not carry them.

/** Messages of the create form; the spec gives them in English. */
export const BLOG_FORM_MSG = {
  titleMin: 'Title must be at least 10 characters',
  slugMin: 'Slug must be at least 5 characters',
  slugPattern: 'Slug must be lowercase letters, numbers, and hyphens only',
  contentMin: 'Content must be at least 100 characters',
  excerptMin: 'Excerpt must be at least 20 characters',
  excerptMax: 'Excerpt must be at most 300 characters',
  categoryRequired: 'Category is required',
  featuredImageUrl: 'Featured image must be a valid http(s) URL',
  tooLong: 'Too long',
  slugTaken: 'A post with this slug already exists. Please choose another slug.',
  createdTitle: 'Blog Post Created',
  createdText: 'Your blog post has been published successfully!',
  draftSavedText: 'Your draft has been saved.',
  createFailedTitle: 'Error',
  createFailedText: 'Failed to create blog post',
  formTitle: 'Create New Blog Post',
} as const;

/** The create form's page, and where a draft saved without scripts comes back to. */
export const BLOG_CREATE_PAGE = '/admin/blog/create';
/** Where /admin/blog/create sends a visitor who is not an admin: /blog shows the 'Access Denied' notice once. */
export const BLOG_ACCESS_DENIED_ID = 'erisim-reddedildi';
export const BLOG_ACCESS_DENIED_PAGE = `/blog#${BLOG_ACCESS_DENIED_ID}`;
export const BLOG_DRAFT_SAVED_PAGE = `${BLOG_CREATE_PAGE}?draft=saved`;

export const BLOG_LIMITS = {
  titleMin: 10,
  titleMax: 200,
  slugMin: 5,
  slugMax: 120,
  contentMin: 100,
  contentMax: 200_000,
  excerptMin: 20,
  excerptMax: 300,
  metaMax: 300,
  listItemMax: 60,
  listMax: 30,
} as const;

export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/** Slugs that name a page of the blog itself (/blog/search): no post can take them. */
export const RESERVED_SLUGS: readonly string[] = ['search'];
export const CONTENT_FORMATS = ['html', 'markdown'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];
