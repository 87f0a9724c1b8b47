import { z } from 'zod';
import { BLOG_CREATE_CATEGORIES } from './categories.ts';
import { PUBLISH_STATUSES } from './options.ts';
import { BLOG_LIMITS, BLOG_MSG, CONTENT_FORMATS, SLUG_PATTERN, splitCommaList } from './blog.ts';

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
