import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDeskPosts } from '~/features/desk/posts.server.ts';
import { formatDateTimeTr } from '~/lib/text.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// /admin/blog lists posts by date, latest first: a scheduled post (a future time) at the top, a draft by
// when it was written; the time is shown with Istanbul's clock.

let t: TestDb;
const now = new Date('2030-05-10T09:00:00.000Z');

const insertPost = (slug: string, values: { publishStatus: string; publishedAt: string | null; createdAt: string }) =>
  t.db
    .insertInto('blogPosts')
    .values({ slug, title: slug, content: '<p>x</p>', excerpt: 'x', category: 'Culture', ...values })
    .execute();

beforeAll(async () => {
  t = await createTestDb();
  // Inserted in an order the ids would sort wrongly.
  await insertPost('eski-yazi', {
    publishStatus: 'published',
    publishedAt: '2030-01-01T08:00:00.000Z',
    createdAt: '2029-12-30T08:00:00.000Z',
  });
  await insertPost('zamanlanmis', {
    publishStatus: 'published',
    publishedAt: '2030-06-01T06:30:00.000Z',
    createdAt: '2030-01-02T08:00:00.000Z',
  });
  await insertPost('yeni-yazi', {
    publishStatus: 'published',
    publishedAt: '2030-05-01T08:00:00.000Z',
    createdAt: '2030-05-01T08:00:00.000Z',
  });
  await insertPost('taslak', { publishStatus: 'draft', publishedAt: null, createdAt: '2030-03-01T08:00:00.000Z' });
});
afterAll(() => t.cleanup());

describe('the desk list of posts', () => {
  it('sorts by date, latest first, the scheduled one on top', async () => {
    const { rows } = await listDeskPosts(t.db, { q: '' }, now);
    const ours = rows.filter((r) => ['eski-yazi', 'zamanlanmis', 'yeni-yazi', 'taslak'].includes(r.slug));
    expect(ours.map((r) => [r.slug, r.state])).toEqual([
      ['zamanlanmis', 'scheduled'],
      ['yeni-yazi', 'published'],
      ['taslak', 'draft'],
      ['eski-yazi', 'published'],
    ]);
  });

  it('shows the scheduled time with the hour, in Istanbul time', () => {
    expect(formatDateTimeTr('2030-06-01T06:30:00.000Z')).toBe('1 Haziran 2030 09:30');
  });
});
