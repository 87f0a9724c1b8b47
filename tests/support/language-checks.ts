import type { Updateable } from 'kysely';
import { expect, it } from 'vitest';
import type { Db } from '~/lib/db/db.server.ts';
import type { BlogPostsTable } from '~/lib/db/schema.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { mainOf, renderLocalized, turkishWordsIn } from './localized-pages.ts';
import { insertBusiness } from './rows.ts';

// The checks the language test files share: a page in English or Kurmanji writes no Turkish word of its
// own, a page says the words it should, and the listing and post whose Turkish text the pages show.

/** One test per address: the page answers 200 in `lang` and writes no Turkish word of its own. */
export function itWritesNoTurkishIn(lang: Lang, paths: string[]) {
  it.each(paths)('%s writes no Turkish word of its own', async (path) => {
    const { status, html } = await renderLocalized(path);
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${lang}"`);
    expect(turkishWordsIn(html)).toEqual([]);
  });
}

/** The page at `path` (only its <main> with `part` 'main') holds each text and matches each pattern. */
export async function expectPageSays(path: string, says: (string | RegExp)[], part: 'page' | 'main' = 'page') {
  const { html } = await renderLocalized(path);
  const read = part === 'main' ? mainOf(html) : html;
  for (const said of says) {
    if (typeof said === 'string') expect(read, path).toContain(said);
    else expect(read, path).toMatch(said);
  }
}

/** An approved pharmacy whose description is in Turkish only: its id. */
export function insertTurkishOnlyPharmacy(db: Db, name: string) {
  return insertBusiness(db, name, { category: 'Sağlık', description: 'Merkezde nöbetçi eczane.', status: 'approved' });
}

/**
 * A published post of the seed (the first with `unset` not written, if named), with `set` written onto it
 * (the desk's versions in other languages): its id, slug and Turkish title.
 */
export async function publishedPost(db: Db, set: Updateable<BlogPostsTable> = {}, unset?: 'titleEn' | 'metaTitle') {
  let query = db.selectFrom('blogPosts').select(['id', 'slug', 'title']).where('publishStatus', '=', 'published');
  if (unset) query = query.where(unset, 'is', null);
  const post = await query.executeTakeFirstOrThrow();
  if (Object.keys(set).length > 0) await db.updateTable('blogPosts').set(set).where('id', '=', post.id).execute();
  return post;
}
