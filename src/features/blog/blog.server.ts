import { createHash, randomBytes } from 'node:crypto';
import type { ExpressionBuilder, Selectable } from 'kysely';
import { renderBlogContent } from '~/features/blog/html-sanitizer.server.ts';
import type { BlogPost, BlogPostSummary } from '~/features/blog/messages.ts';
import type { BlogPostData } from '~/features/blog/schema.ts';
import { RELATED_POSTS_LIMIT } from '~/lib/constants.ts';
import { type Db, insertUnlessDuplicate } from '~/lib/db/db.server.ts';
import type { BlogPostsTable, Database } from '~/lib/db/schema.ts';
import { visitorHashSecret } from '~/lib/env.server.ts';
import { readingTimeLabel, TIME_ZONE } from '~/lib/text.ts';

type PostRow = Selectable<BlogPostsTable>;

function parseList<T>(json: string | null): T[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function toSummary(row: PostRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    tags: parseList<string>(row.tags),
    featuredImage: row.featuredImage,
    publishedAt: row.publishedAt,
    views: row.views,
    readingTime: row.readingTime,
  };
}

export function toPost(row: PostRow): BlogPost {
  return {
    ...toSummary(row),
    content: row.content,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    targetKeywords: parseList<string>(row.targetKeywords),
    relatedBusinessIds: parseList<number>(row.relatedBusinessIds),
    publishStatus: row.publishStatus,
    authorId: row.authorId,
  };
}

/**
 * Public posts: published, and their publication time reached (a published post with a future
 * `publishedAt` is scheduled: it appears by itself when its time comes).
 */
function isPublic(now: Date) {
  return (eb: ExpressionBuilder<Database, 'blogPosts'>) =>
    eb.and([
      eb('publishStatus', '=', 'published'),
      eb.or([eb('publishedAt', 'is', null), eb('publishedAt', '<=', now.toISOString())]),
    ]);
}

/** How many posts the public sees now: a scheduled one counts once its time comes, as on /blog. */
export async function countPublicPosts(db: Db, now = new Date()): Promise<{ posts: number; views: number }> {
  const row = await db
    .selectFrom('blogPosts')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number | null>('views').as('views')])
    .where(isPublic(now))
    .executeTakeFirstOrThrow();
  return { posts: Number(row.n), views: Number(row.views ?? 0) };
}

/** Published posts, newest first; optionally one category and a limit. */
export async function listPublishedPosts(
  db: Db,
  options: { category?: string; limit?: number } = {},
  now = new Date(),
): Promise<BlogPostSummary[]> {
  let query = db.selectFrom('blogPosts').selectAll().where(isPublic(now));
  if (options.category) query = query.where('category', '=', options.category);
  const rows = await query
    .orderBy('publishedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 1000)
    .execute();
  return rows.map(toSummary);
}

/** A published post by slug, or null (drafts and unknown slugs alike). */
export async function findPublishedPost(db: Db, slug: string, now = new Date()): Promise<BlogPost | null> {
  const row = await db
    .selectFrom('blogPosts')
    .selectAll()
    .where('slug', '=', slug)
    .where(isPublic(now))
    .executeTakeFirst();
  return row ? toPost(row) : null;
}

/**
 * Seconds until the next scheduled post becomes public, or undefined when none is scheduled: its time
 * coming is no write, so the pages that list posts are kept no longer than that.
 */
export async function secondsUntilNextScheduledPost(db: Db, now = new Date()): Promise<number | undefined> {
  const row = await db
    .selectFrom('blogPosts')
    .select((eb) => eb.fn.min('publishedAt').as('next'))
    .where('publishStatus', '=', 'published')
    .where('publishedAt', '>', now.toISOString())
    .executeTakeFirst();
  return row?.next ? Math.max(1, Math.ceil((Date.parse(row.next) - now.getTime()) / 1000)) : undefined;
}

/** Up to 3 other published posts of the same category (SPEC §2 'İlgili Yazılar'). */
export async function listRelatedPosts(
  db: Db,
  post: Pick<BlogPost, 'id' | 'category'>,
  limit = RELATED_POSTS_LIMIT,
): Promise<BlogPostSummary[]> {
  const rows = await db
    .selectFrom('blogPosts')
    .selectAll()
    .where(isPublic(new Date()))
    .where('category', '=', post.category)
    .where('id', '!=', post.id)
    .orderBy('publishedAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}

/** A stored post (the blog's pages show it at once: their versions move with every write to a post). */
export type CreatePostResult = { ok: true; post: BlogPost } | { ok: false; reason: 'slug-taken' };

/** The stored columns of a post's editable fields, written the same way by create and edit: content
 * sanitized (or rendered from Markdown), lists as JSON, reading time from the stored content. */
export function postColumns(input: Omit<BlogPostData, 'relatedBusinessIds'>) {
  const content = renderBlogContent(input.content, input.contentFormat);
  return {
    slug: input.slug,
    title: input.title,
    content,
    excerpt: input.excerpt,
    featuredImage: input.featuredImage,
    category: input.category,
    tags: JSON.stringify(input.tags),
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    targetKeywords: JSON.stringify(input.targetKeywords),
    publishStatus: input.publishStatus,
    readingTime: readingTimeLabel(content),
  };
}

/**
 * The post's English and Kurmanji versions as the desk writes them, contents sanitized as the Turkish
 * one; only the fields the input names (an edit that names none leaves them as they are).
 */
export function translationColumns(input: {
  titleEn?: string | null;
  titleKu?: string | null;
  contentEn?: string | null;
  contentKu?: string | null;
  contentFormat: BlogPostData['contentFormat'];
}): Partial<Record<'titleEn' | 'titleKu' | 'contentEn' | 'contentKu', string | null>> {
  const title = (text: string | null) => text?.trim() || null;
  const content = (text: string | null) => (text?.trim() ? renderBlogContent(text, input.contentFormat) : null);
  return {
    ...(input.titleEn !== undefined && { titleEn: title(input.titleEn) }),
    ...(input.titleKu !== undefined && { titleKu: title(input.titleKu) }),
    ...(input.contentEn !== undefined && { contentEn: content(input.contentEn) }),
    ...(input.contentKu !== undefined && { contentKu: content(input.contentKu) }),
  };
}

/** A post's version in English or Kurmanji (each part null where not written). */
export async function findPostVersion(
  db: Db,
  id: number,
  lang: 'en' | 'ku',
): Promise<{ title: string | null; content: string | null }> {
  const row = await db
    .selectFrom('blogPosts')
    .select(lang === 'en' ? ['titleEn as title', 'contentEn as content'] : ['titleKu as title', 'contentKu as content'])
    .where('id', '=', id)
    .executeTakeFirst();
  return { title: row?.title ?? null, content: row?.content ?? null };
}

/** The titles the desk wrote in English or Kurmanji, by post id (a post without one is left out). */
export async function postTitlesIn(db: Db, lang: 'en' | 'ku'): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('blogPosts')
    .select(['id', lang === 'en' ? 'titleEn as title' : 'titleKu as title'])
    .where(lang === 'en' ? 'titleEn' : 'titleKu', 'is not', null)
    .execute();
  return new Map(rows.flatMap((r) => (r.title ? [[r.id, r.title] as const] : [])));
}

/**
 * Stores a new post: content rendered (Markdown) and sanitized with the allow-list, reading time
 * computed, publishedAt set when published. A slug already in use
 * gives 'slug-taken' and writes nothing.
 */
export async function createPost(
  db: Db,
  input: BlogPostData,
  authorId: number,
  now = new Date(),
): Promise<CreatePostResult> {
  const published = input.publishStatus === 'published';
  const row = await insertUnlessDuplicate(
    db
      .insertInto('blogPosts')
      .values({
        ...postColumns(input),
        relatedBusinessIds: JSON.stringify(input.relatedBusinessIds),
        publishedAt: published ? now.toISOString() : null,
        authorId,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  if (!row) return { ok: false, reason: 'slug-taken' };
  const post = toPost(row);
  return { ok: true, post };
}

// Visitor ids are hashed with a per-process secret: the raw IP and user agent are never stored. It lives
// on globalThis because every loaded build has its own copy of this module, and a rebuild must not make
// today's visitors count again.
const SECRET_KEY = Symbol.for('adiyaman-rehberi.visitor-secret');
const secretHolder = globalThis as { [SECRET_KEY]?: string };
secretHolder[SECRET_KEY] ??= visitorHashSecret() ?? randomBytes(32).toString('hex');
const visitorSecret = secretHolder[SECRET_KEY];
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day (YYYY-MM-DD, Istanbul time) a view is counted for. */
export function viewDay(now = new Date()): string {
  return dayFormat.format(now);
}

/** A hashed, per-day visitor id from IP and user agent. */
export function visitorHash(ip: string, userAgent: string, day: string): string {
  return createHash('sha256').update(`${visitorSecret}|${day}|${ip}|${userAgent}`).digest('hex');
}

/**
 * Counts one view of a published post per visitor per day; returns the view count, or null for an
 * unknown slug. `count: false` (crawlers) only reads the count.
 */
export async function recordPostView(
  db: Db,
  slug: string,
  visitor: string,
  day: string,
  count = true,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const post = await trx
      .selectFrom('blogPosts')
      .select(['id', 'views'])
      .where('slug', '=', slug)
      .where(isPublic(new Date()))
      .executeTakeFirst();
    if (!post) return null;
    if (!count) return post.views;
    const inserted = await trx
      .insertInto('blogPostViews')
      .values({ postId: post.id, visitorHash: visitor, day })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return post.views;
    const updated = await trx
      .updateTable('blogPosts')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', post.id)
      .returning('views')
      .executeTakeFirstOrThrow();
    return updated.views;
  });
}
