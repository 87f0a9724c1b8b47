import { deleteDemoListings, recomputeRating } from '~/features/listings/transitions.server.ts';
import { listingsPhotoFiles, removeFilesOf } from '~/features/photos/photos.server.ts';
import { cachedUntilBusinessesChange } from '~/lib/db/change-counter.server.ts';
import type { Db } from '~/lib/db/db.server.ts';

/** Each table with sample rows, and the column and value that make one of its rows public. */
const PUBLIC_WHEN = {
  businesses: ['status', 'approved'],
  blogPosts: ['publishStatus', 'published'],
  reviews: ['status', 'approved'],
} as const;

async function anyPublicDemoRow(db: Db, table: keyof typeof PUBLIC_WHEN): Promise<boolean> {
  const [column, value] = PUBLIC_WHEN[table];
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('isDemo', '=', 1)
    .where(column, '=', value)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

const anyPublicDemoBusiness = cachedUntilBusinessesChange((db) => anyPublicDemoRow(db, 'businesses'));

/** True while any sample business, post or review is public: the site then says it shows sample data. */
export async function hasPublicDemoRows(db: Db): Promise<boolean> {
  return (
    (await anyPublicDemoBusiness(db)) || (await anyPublicDemoRow(db, 'blogPosts')) || anyPublicDemoRow(db, 'reviews')
  );
}

export interface RemovedDemoData {
  businesses: number;
  posts: number;
  reviews: number;
}

/**
 * Deletes every sample row: businesses (with their reviews, photos and other rows, by cascade), posts and
 * sample reviews of real businesses, whose rating and review count are then derived again from what is left.
 * The sample businesses' photo files are removed once that is committed.
 */
export async function removeDemoData(db: Db): Promise<RemovedDemoData> {
  const demoBusinesses = await db.selectFrom('businesses').select('id').where('isDemo', '=', 1).execute();
  const photos = await listingsPhotoFiles(
    db,
    demoBusinesses.map((b) => b.id),
  );
  const removed = await db.transaction().execute(async (trx) => {
    const touched = await trx
      .selectFrom('reviews')
      .innerJoin('businesses', 'businesses.id', 'reviews.businessId')
      .select('reviews.businessId')
      .distinct()
      .where('reviews.isDemo', '=', 1)
      .where('businesses.isDemo', '=', 0)
      .execute();
    const reviews = await trx.deleteFrom('reviews').where('isDemo', '=', 1).executeTakeFirst();
    const businesses = await deleteDemoListings(trx);
    const posts = await trx.deleteFrom('blogPosts').where('isDemo', '=', 1).executeTakeFirst();
    for (const { businessId } of touched) await recomputeRating(trx, businessId);
    return {
      businesses,
      posts: Number(posts.numDeletedRows),
      reviews: Number(reviews.numDeletedRows),
    };
  });
  removeFilesOf(photos);
  return removed;
}
