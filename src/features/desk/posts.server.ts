import { sql } from 'kysely';
import { type Actor, recordAudit } from '~/features/audit/audit.server.ts';
import { postColumns, toPost, translationColumns } from '~/features/blog/blog.server.ts';
import type { BlogPost } from '~/features/blog/messages.ts';
import { DESK_PAGE_SIZE } from '~/features/desk/messages.ts';
import type { PostEdit } from '~/features/desk/schema.ts';
import { type Db, insertUnlessDuplicate } from '~/lib/db/db.server.ts';
import { postPath } from '~/lib/paths.ts';
import { foldTr } from '~/lib/text.ts';

// Every post, whatever its status: edit (same sanitizing as create), rename with the old slug kept
// as a 301, unpublish, delete and scheduled publishing. The blog's pages notice each write by themselves
// (the 'posts' version, migration 0052) and a scheduled post's time (they are kept no longer than that).

export interface DeskPostRow {
  id: number;
  slug: string;
  title: string;
  category: string;
  publishStatus: string;
  publishedAt: string | null;
  views: number;
  /** published, draft or scheduled (published with a future time). */
  state: 'published' | 'draft' | 'scheduled';
}

function stateOf(row: { publishStatus: string; publishedAt: string | null }, now: Date): DeskPostRow['state'] {
  if (row.publishStatus !== 'published') return 'draft';
  return row.publishedAt && row.publishedAt > now.toISOString() ? 'scheduled' : 'published';
}

/** One page of posts by date (publication time, else creation), latest first, optionally searched, and how many match. */
export async function listDeskPosts(
  db: Db,
  filters: { q?: string; state?: DeskPostRow['state']; page?: number },
  now = new Date(),
): Promise<{ rows: DeskPostRow[]; total: number }> {
  let query = db.selectFrom('blogPosts');
  if (filters.q?.trim())
    query = query.where(sql<boolean>`instr(fold_tr(title || ' ' || slug), ${foldTr(filters.q.trim())}) > 0`);
  const iso = now.toISOString();
  if (filters.state === 'draft') query = query.where('publishStatus', '!=', 'published');
  if (filters.state === 'published')
    query = query
      .where('publishStatus', '=', 'published')
      .where((eb) => eb.or([eb('publishedAt', 'is', null), eb('publishedAt', '<=', iso)]));
  if (filters.state === 'scheduled')
    query = query.where('publishStatus', '=', 'published').where('publishedAt', '>', iso);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const page = Math.max(1, filters.page ?? 1);
  const rows = await query
    .select(['id', 'slug', 'title', 'category', 'publishStatus', 'publishedAt', 'views'])
    // By date, latest first: scheduled posts (a future time) at the top, drafts by when they were written.
    .orderBy(sql`coalesce(published_at, created_at)`, 'desc')
    .orderBy('id', 'desc')
    .limit(DESK_PAGE_SIZE)
    .offset((page - 1) * DESK_PAGE_SIZE)
    .execute();
  return { total: Number(total), rows: rows.map((r) => ({ ...r, state: stateOf(r, now) })) };
}

/** One post with its former slugs, or null. */
export async function findDeskPost(
  db: Db,
  id: number,
): Promise<
  | (BlogPost & {
      oldSlugs: string[];
      titleEn: string | null;
      titleKu: string | null;
      contentEn: string | null;
      contentKu: string | null;
    })
  | null
> {
  const row = await db.selectFrom('blogPosts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const redirects = await db.selectFrom('blogSlugRedirects').select('oldSlug').where('postId', '=', id).execute();
  return {
    ...toPost(row),
    oldSlugs: redirects.map((r) => r.oldSlug),
    titleEn: row.titleEn,
    titleKu: row.titleKu,
    contentEn: row.contentEn,
    contentKu: row.contentKu,
  };
}

/** The current slug a former slug of a public post redirects to, or null. */
export async function findSlugRedirect(db: Db, slug: string, now = new Date()): Promise<string | null> {
  const row = await db
    .selectFrom('blogSlugRedirects')
    .innerJoin('blogPosts', 'blogPosts.id', 'blogSlugRedirects.postId')
    .select('blogPosts.slug')
    .where('blogSlugRedirects.oldSlug', '=', slug)
    .where('blogPosts.publishStatus', '=', 'published')
    .where((eb) =>
      eb.or([eb('blogPosts.publishedAt', 'is', null), eb('blogPosts.publishedAt', '<=', now.toISOString())]),
    )
    .executeTakeFirst();
  return row?.slug ?? null;
}

/** The fields of a post's other languages: an edit that leaves them out leaves them as they are. */
type TranslationField = 'titleEn' | 'titleKu' | 'contentEn' | 'contentKu';

export type UpdatePostResult = { ok: true; changed: string[] } | { ok: false; reason: 'not-found' | 'slug-taken' };

/**
 * Writes an admin's edit of a post: content rendered and sanitized as on create, reading time
 * recomputed; a new slug keeps the old one as a redirect; publishing a draft without a time publishes
 * it now, a future time schedules it. One audit row names the changed fields.
 */
export async function updatePost(
  db: Db,
  id: number,
  input: Omit<PostEdit, TranslationField> & Partial<Pick<PostEdit, TranslationField>>,
  actor: Actor,
  now = new Date(),
): Promise<UpdatePostResult> {
  const before = await db.selectFrom('blogPosts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!before) return { ok: false, reason: 'not-found' };
  const published = input.publishStatus === 'published';
  const publishedAt = input.publishedAt ?? before.publishedAt ?? (published ? now.toISOString() : null);
  const columns = { ...postColumns(input), ...translationColumns(input), publishedAt };
  const changes = Object.fromEntries(
    Object.entries(columns).filter(([name, value]) => (before as Record<string, unknown>)[name] !== value),
  );
  const changed = Object.keys(changes);
  if (changed.length === 0) return { ok: true, changed };
  const renamed = input.slug !== before.slug;
  const stored = await insertUnlessDuplicate(
    db.transaction().execute(async (trx) => {
      await trx
        .updateTable('blogPosts')
        .set({ ...changes, updatedAt: now.toISOString() })
        .where('id', '=', id)
        .execute();
      if (renamed) {
        // The new slug may have been a former slug of some post: it now names this one.
        await trx.deleteFrom('blogSlugRedirects').where('oldSlug', '=', input.slug).execute();
        await trx
          .insertInto('blogSlugRedirects')
          .values({ oldSlug: before.slug, postId: id })
          .onConflict((oc) => oc.column('oldSlug').doUpdateSet({ postId: id }))
          .execute();
      }
      return true;
    }),
  );
  if (!stored) return { ok: false, reason: 'slug-taken' };
  const publishing = before.publishStatus !== 'published' && published;
  await recordAudit(db, actor, {
    action: publishing ? 'post.publish' : 'post.edit',
    targetType: 'post',
    targetId: id,
    summary: `${input.title} (${postPath(input.slug)}): ${changed.join(', ')}`,
    details: Object.fromEntries(
      changed
        .filter((name) => !['content', 'contentEn', 'contentKu'].includes(name))
        .map((name) => [name, { from: (before as Record<string, unknown>)[name], to: changes[name] }]),
    ),
  });
  return { ok: true, changed };
}

/** Publishes or unpublishes a post (unpublished: a draft, its address answers 404). Null for an unknown id. */
export async function setPostStatus(
  db: Db,
  id: number,
  publishStatus: 'published' | 'draft',
  actor: Actor,
  now = new Date(),
): Promise<{ id: number; slug: string; publishStatus: string } | null> {
  const before = await db.selectFrom('blogPosts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!before) return null;
  if (before.publishStatus === publishStatus) return { id, slug: before.slug, publishStatus };
  await db
    .updateTable('blogPosts')
    .set({
      publishStatus,
      publishedAt: publishStatus === 'published' ? (before.publishedAt ?? now.toISOString()) : before.publishedAt,
      updatedAt: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
  await recordAudit(db, actor, {
    action: publishStatus === 'published' ? 'post.publish' : 'post.unpublish',
    targetType: 'post',
    targetId: id,
    summary: `${before.title} (${postPath(before.slug)})`,
  });
  return { id, slug: before.slug, publishStatus };
}

/** Deletes a post (its views and former slugs go with it). Null for an unknown id. */
export async function deletePost(db: Db, id: number, actor: Actor): Promise<{ id: number; slug: string } | null> {
  const before = await db.selectFrom('blogPosts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!before) return null;
  await db.deleteFrom('blogPosts').where('id', '=', id).execute();
  await recordAudit(db, actor, {
    action: 'post.delete',
    targetType: 'post',
    targetId: id,
    summary: `${before.title} (${postPath(before.slug)})`,
    details: { publishStatus: before.publishStatus, category: before.category },
  });
  return { id, slug: before.slug };
}
