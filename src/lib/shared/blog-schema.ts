import { z } from 'zod';
import { BLOG_CREATE_CATEGORIES } from './categories.ts';
import { PUBLISH_STATUSES } from './options.ts';

/** Messages of the blog screens and the create form (SPEC §2, §5, §8). */
export const BLOG_MSG = {
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
  createNewPost: 'Create New Post',
  formTitle: 'Create New Blog Post',
  allPosts: 'Tüm Yazılar',
  featured: 'Öne Çıkan Yazılar',
  emptyBlog: 'Henüz yayınlanmış blog yazısı yok.',
  noResults: 'Aramanızla eşleşen yazı bulunamadı.',
  clearFilters: 'Filtreleri temizle',
  searchLabel: 'Yazılarda ara',
  allCategories: 'Tümü',
  related: 'İlgili Yazılar',
  share: 'Paylaş',
  views: 'görüntülenme',
  readMore: 'Devamını oku',
} as const;

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
export const CONTENT_FORMATS = ['html', 'markdown'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

/** Comma-separated text or a list → trimmed items, empty ones dropped (SPEC §5). */
export function splitCommaList(value: string | string[] | null | undefined): string[] {
  const items = Array.isArray(value) ? value : (value ?? '').split(',');
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

const commaList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .nullable()
  .transform(splitCommaList)
  .pipe(z.array(z.string().max(BLOG_LIMITS.listItemMax, BLOG_MSG.tooLong)).max(BLOG_LIMITS.listMax, BLOG_MSG.tooLong));

const optionalText = z
  .string()
  .max(BLOG_LIMITS.metaMax, BLOG_MSG.tooLong)
  .optional()
  .nullable()
  .transform((value) => value?.trim() || null);

/** The 'Create New Blog Post' form, used by the island and POST /api/blog/create. */
export const blogPostSchema = z.object({
  title: z.string({ error: BLOG_MSG.titleMin }).trim().min(BLOG_LIMITS.titleMin, BLOG_MSG.titleMin).max(BLOG_LIMITS.titleMax, BLOG_MSG.tooLong),
  slug: z
    .string({ error: BLOG_MSG.slugMin })
    .trim()
    .min(BLOG_LIMITS.slugMin, BLOG_MSG.slugMin)
    .max(BLOG_LIMITS.slugMax, BLOG_MSG.tooLong)
    .regex(SLUG_PATTERN, BLOG_MSG.slugPattern),
  content: z.string({ error: BLOG_MSG.contentMin }).trim().min(BLOG_LIMITS.contentMin, BLOG_MSG.contentMin).max(BLOG_LIMITS.contentMax, BLOG_MSG.tooLong),
  contentFormat: z.enum(CONTENT_FORMATS).default('html'),
  excerpt: z
    .string({ error: BLOG_MSG.excerptMin })
    .trim()
    .min(BLOG_LIMITS.excerptMin, BLOG_MSG.excerptMin)
    .max(BLOG_LIMITS.excerptMax, BLOG_MSG.excerptMax),
  category: z.enum(BLOG_CREATE_CATEGORIES, { error: BLOG_MSG.categoryRequired }),
  tags: commaList,
  metaTitle: optionalText,
  metaDescription: optionalText,
  targetKeywords: commaList,
  featuredImage: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: BLOG_MSG.featuredImageUrl })])
    .optional()
    .nullable()
    .transform((value) => value || null),
  relatedBusinessIds: z.array(z.number().int().positive()).max(BLOG_LIMITS.listMax).optional().default([]),
  publishStatus: z.enum(PUBLISH_STATUSES).default('published'),
});
export type BlogPostInput = z.input<typeof blogPostSchema>;
export type BlogPostData = z.output<typeof blogPostSchema>;

/** Query of GET /api/blog: optional category ('all' or empty means every category) and limit. */
export const blogListQuerySchema = z.object({
  category: z
    .string()
    .max(60)
    .optional()
    .transform((value) => (value && value !== 'all' ? value : undefined)),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

/** A post in lists (no content). */
export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  featuredImage: string | null;
  publishedAt: string | null;
  views: number;
  readingTime: string | null;
}

/** A whole post: content is sanitized HTML, safe to render as given. */
export interface BlogPost extends BlogPostSummary {
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  targetKeywords: string[];
  relatedBusinessIds: number[];
  publishStatus: string;
  authorId: number | null;
}
