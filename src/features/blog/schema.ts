import { BLOG_CATEGORIES } from '~/features/blog/categories.ts';
import {
  BLOG_FORM_MSG,
  BLOG_LIMITS,
  CONTENT_FORMATS,
  RESERVED_SLUGS,
  SLUG_PATTERN,
} from '~/features/blog/form-messages.ts';
import { splitCommaList } from '~/features/blog/messages.ts';
import { PUBLISH_STATUSES } from '~/features/listings/options.ts';
import { requiredText } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

const commaList = z.pipe(
  z.pipe(z.nullable(z.optional(z.union([z.string(), z.array(z.string())]))), z.transform(splitCommaList)),
  z
    .array(z.string().check(z.maxLength(BLOG_LIMITS.listItemMax, BLOG_FORM_MSG.tooLong)))
    .check(z.maxLength(BLOG_LIMITS.listMax, BLOG_FORM_MSG.tooLong)),
);

const optionalText = z.pipe(
  z.nullable(z.optional(z.string().check(z.maxLength(BLOG_LIMITS.metaMax, BLOG_FORM_MSG.tooLong)))),
  z.transform((value: string | null | undefined) => value?.trim() || null),
);

/** The 'Create New Blog Post' form, used by the island and POST /api/blog/create. */
export const blogPostSchema = z.object({
  title: requiredText(BLOG_FORM_MSG.titleMin, BLOG_LIMITS.titleMin, BLOG_LIMITS.titleMax, BLOG_FORM_MSG.tooLong),
  slug: z.string({ error: BLOG_FORM_MSG.slugMin }).check(
    z.trim(),
    z.minLength(BLOG_LIMITS.slugMin, BLOG_FORM_MSG.slugMin),
    z.maxLength(BLOG_LIMITS.slugMax, BLOG_FORM_MSG.tooLong),
    z.regex(SLUG_PATTERN, BLOG_FORM_MSG.slugPattern),
    z.refine((slug) => !RESERVED_SLUGS.includes(slug), BLOG_FORM_MSG.slugTaken),
  ),
  content: requiredText(
    BLOG_FORM_MSG.contentMin,
    BLOG_LIMITS.contentMin,
    BLOG_LIMITS.contentMax,
    BLOG_FORM_MSG.tooLong,
  ),
  contentFormat: z._default(z.enum(CONTENT_FORMATS), 'html'),
  excerpt: requiredText(
    BLOG_FORM_MSG.excerptMin,
    BLOG_LIMITS.excerptMin,
    BLOG_LIMITS.excerptMax,
    BLOG_FORM_MSG.excerptMax,
  ),
  category: z.enum(BLOG_CATEGORIES, { error: BLOG_FORM_MSG.categoryRequired }),
  tags: commaList,
  metaTitle: optionalText,
  metaDescription: optionalText,
  targetKeywords: commaList,
  featuredImage: z.pipe(
    z.nullable(
      z.optional(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: BLOG_FORM_MSG.featuredImageUrl })])),
    ),
    z.transform((value: string | null | undefined) => value || null),
  ),
  relatedBusinessIds: z._default(
    z.optional(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(BLOG_LIMITS.listMax))),
    [],
  ),
  publishStatus: z._default(z.enum(PUBLISH_STATUSES), 'published'),
});
export type BlogPostData = z.output<typeof blogPostSchema>;

/** Query of GET /api/blog: optional category ('all' or empty means every category) and limit. */
export const blogListQuerySchema = z.object({
  category: z.pipe(
    z.optional(z.string().check(z.maxLength(60))),
    z.transform((value: string | undefined) => (value && value !== 'all' ? value : undefined)),
  ),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000))),
});
