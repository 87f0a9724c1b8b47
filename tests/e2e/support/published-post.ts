import { openE2eDb } from './e2e-db.ts';

/** The first published post of the seed (id, slug and title); a spec that takes it down puts it back. */
export async function firstPublishedPost(): Promise<{ id: number; slug: string; title: string }> {
  const db = openE2eDb();
  try {
    return await db
      .selectFrom('blogPosts')
      .select(['id', 'slug', 'title'])
      .where('publishStatus', '=', 'published')
      .orderBy('id')
      .executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
}
