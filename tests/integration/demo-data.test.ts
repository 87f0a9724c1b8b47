import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest } from '~/database.server.ts';
import { hasPublicDemoRows, removeDemoData } from '~/features/site/demo.server.ts';
import { migrations } from '../../db/migrations/index.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ seed: true });
});
afterAll(async () => t.cleanup());

/** Businesses whose stored rating or review count differs from their approved reviews. */
async function ratingsNotFromReviews() {
  const businesses = await t.db.selectFrom('businesses').select(['id', 'rating', 'reviewCount']).execute();
  const reviews = await t.db
    .selectFrom('reviews')
    .select(['businessId', 'rating'])
    .where('status', '=', 'approved')
    .execute();
  return businesses.filter((b) => {
    const own = reviews.filter((r) => r.businessId === b.id).map((r) => r.rating);
    const average = own.length ? Math.round((own.reduce((s, r) => s + r, 0) / own.length) * 10) / 10 : 0;
    return b.reviewCount !== own.length || b.rating !== average;
  });
}

describe('sample data', () => {
  it('is marked as demo: every seeded business, post and review', async () => {
    const notDemo = async (table: 'businesses' | 'blogPosts' | 'reviews') =>
      (await t.db.selectFrom(table).select('id').where('isDemo', '=', 0).execute()).length;
    expect(await notDemo('businesses')).toBe(0);
    expect(await notDemo('blogPosts')).toBe(0);
    expect(await notDemo('reviews')).toBe(0);
    expect((await t.db.selectFrom('reviews').select('id').execute()).length).toBeGreaterThan(100);
    expect(await hasPublicDemoRows(t.db)).toBe(true);
  });

  it('has ratings and counts that come only from reviews that exist', async () => {
    expect(await ratingsNotFromReviews()).toEqual([]);
    const rated = await t.db.selectFrom('businesses').select('id').where('reviewCount', '>', 0).execute();
    expect(rated.length).toBeGreaterThan(0);
  });

  it('has no callable phone numbers of strangers and no placeholder WhatsApp number', async () => {
    const rows = await t.db.selectFrom('businesses').select(['phone', 'whatsappNumber']).execute();
    for (const { phone, whatsappNumber } of rows) {
      if (phone) expect(phone).toMatch(/^\+90 416 000 \d{2} \d{2}$/);
      if (whatsappNumber) expect(whatsappNumber).toMatch(/^\+90 532 000 \d{2} \d{2}$/);
    }
  });

  it('npm run demo:remove deletes the sample rows and keeps real ones, their ratings from their reviews', async () => {
    const { id: realId } = await t.db
      .insertInto('businesses')
      .values({ name: 'Gerçek Kebapçı', category: 'Restoranlar', address: 'Merkez', status: 'approved' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('reviews')
      .values([
        { businessId: realId, rating: 4, status: 'approved', isDemo: 0 },
        { businessId: realId, rating: 2, status: 'approved', isDemo: 1 },
      ])
      .execute();
    await t.db.updateTable('businesses').set({ rating: 3, reviewCount: 2 }).where('id', '=', realId).execute();

    const removed = await removeDemoData(t.db);
    expect(removed.businesses).toBeGreaterThan(100);
    expect(removed.posts).toBeGreaterThan(0);
    expect(await t.db.selectFrom('businesses').select('id').execute()).toEqual([{ id: realId }]);
    expect(await t.db.selectFrom('blogPosts').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('reviews').select(['rating', 'isDemo']).execute()).toEqual([{ rating: 4, isDemo: 0 }]);
    expect(await ratingsNotFromReviews()).toEqual([]);
    expect(await hasPublicDemoRows(t.db)).toBe(false);
  });
});

describe('migration 0020 on a database seeded before it', () => {
  it('marks the old seed as demo, moves its phones to the 000 exchange and derives ratings from reviews', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adiyaman-demo-'));
    const db = createDb(path.join(dir, 'old.db'));
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0009_category_icon_names')).error).toBeUndefined();
      const insert = (values: Record<string, unknown>) =>
        db
          .insertInto('businesses')
          .values({ category: 'Restoranlar', address: 'Merkez', status: 'approved', ...values } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
      const seeded = await insert({
        name: 'Eski Örnek',
        source: 'seed',
        phone: '+90 416 231 55 12',
        whatsappNumber: '0532 456 55 12',
        rating: 5,
        reviewCount: 155,
      });
      const real = await insert({
        name: 'Gerçek',
        source: 'register',
        phone: '0416 216 10 08',
        rating: 4.4,
        reviewCount: 12,
      });
      await migrateToLatest(db);
      const rows = await db.selectFrom('businesses').selectAll().orderBy('id').execute();
      expect(rows.map((r) => [r.id, r.isDemo, r.rating, r.reviewCount])).toEqual([
        [seeded.id, 1, 0, 0],
        [real.id, 0, 0, 0],
      ]);
      expect(rows[0]?.phone).toMatch(/^\+90 416 000 \d{2} \d{2}$/);
      expect(rows[0]?.whatsappNumber).toMatch(/^\+90 532 000 \d{2} \d{2}$/);
      expect(rows[1]?.phone).toBe('0416 216 10 08');
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
