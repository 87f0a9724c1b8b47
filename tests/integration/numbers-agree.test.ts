import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAnalyticsOverview } from '~/features/analytics/analytics.server.ts';
import { listPublishedPosts } from '~/features/blog/blog.server.ts';
import { countPublicReviews } from '~/features/reviews/reviews.server.ts';
import { directoryFigures } from '~/features/seo/authority.server.ts';
import { insertBusiness } from '../support/rows.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// The same figure says the same number on every page: a scheduled post is not published until its time
// comes (/blog, /analytics and /authority agree), and 'verified' counts the owners' proofs only.

let t: TestDb;
const post = (slug: string, publishedAt: string | null) => ({
  slug,
  title: slug,
  content: '<p>Metin</p>',
  excerpt: 'Özet',
  category: 'Rehber',
  publishStatus: 'published',
  publishedAt,
});

beforeAll(async () => {
  t = await createTestDb();
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  await t.db
    .insertInto('blogPosts')
    .values([post('yayinda', hourAgo), post('eski', null), post('yarin', tomorrow)])
    .execute();
  await insertBusiness(t.db, 'Tohumdan Doğrulanmış', { status: 'approved', isVerified: 1 });
  await insertBusiness(t.db, 'Sahibi Kanıtlamış', { status: 'approved', ownerVerified: 1 });
  // Reviews: two approved and one waiting on a published listing whose stored count is stale (as a seed
  // may leave it), one approved on a listing that is not published.
  const open = await insertBusiness(t.db, 'Yorumlu Lokanta', { status: 'approved', reviewCount: 5 });
  const hidden = await insertBusiness(t.db, 'Yayında Olmayan', { status: 'pending' });
  const review = (businessId: number, status: string) => ({ businessId, rating: 5, comment: 'Güzel', status });
  await t.db
    .insertInto('reviews')
    .values([review(open, 'approved'), review(open, 'approved'), review(open, 'pending'), review(hidden, 'approved')])
    .execute();
});
afterAll(async () => t.cleanup());

describe('numbers that agree', () => {
  it('counts a scheduled post nowhere until its time: /blog, /analytics and /authority say 2', async () => {
    expect(await listPublishedPosts(t.db)).toHaveLength(2);
    expect((await getAnalyticsOverview(t.db)).totals.publishedPosts).toBe(2);
    expect((await directoryFigures(t.db)).publishedPosts).toBe(2);
  });

  it('says one review total everywhere: the approved reviews of published listings', async () => {
    expect(await countPublicReviews(t.db)).toBe(2);
    expect((await directoryFigures(t.db)).reviewCount).toBe(2);
    expect((await getAnalyticsOverview(t.db)).totals.approvedReviews).toBe(2);
  });

  it('counts as verified only the listings whose owner proved them', async () => {
    expect((await directoryFigures(t.db)).verifiedBusinesses).toBe(1);
  });
});
