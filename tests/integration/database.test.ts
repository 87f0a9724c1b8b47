import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RequestLogWriter, truncateIp } from '~/features/analytics/request-log.server.ts';
import { listCategoriesWithCounts } from '~/features/directory/categories.server.ts';
import { createSession, deleteSession, findSessionUser } from '~/features/identity/sessions.server.ts';
import { DISTRICTS } from '~/features/listings/districts.ts';
import { rankedIds } from '~/features/search/search-index.server.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { insertBusiness } from '../support/rows.ts';
import { createTestDb, onPostgres, type TestDb } from '../support/test-db.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ seed: true });
});
afterAll(async () => {
  await t.cleanup();
});

const searchIds = (term: string) => rankedIds(t.db, term, 0, 100_000);

describe('migrations and pragmas', () => {
  it.skipIf(onPostgres)(
    'runs with WAL, normal sync (durable through a crash of the process) and foreign keys on (SQLite)',
    async () => {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(t.db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('foreign_keys')).toBe(1);
    },
  );

  it('rejects rows that break constraints', async () => {
    await expect(t.db.insertInto('reviews').values({ businessId: 999_999, rating: 5 }).execute()).rejects.toThrow();
    const [business] = await t.db.selectFrom('businesses').select('id').limit(1).execute();
    await expect(
      t.db.insertInto('reviews').values({ businessId: business!.id, rating: 6 }).execute(),
    ).rejects.toThrow();
  });
});

describe('seed data', () => {
  it('has at least 120 approved businesses in all nine districts, and some pending ones', async () => {
    const rows = await t.db
      .selectFrom('businesses')
      .select(['status', 'district', 'subscriptionTier', 'isFeatured'])
      .execute();
    const approved = rows.filter((r) => r.status === 'approved');
    expect(approved.length).toBeGreaterThanOrEqual(120);
    expect(new Set(approved.map((r) => r.district))).toEqual(new Set(DISTRICTS.map((d) => d.name)));
    expect(rows.some((r) => r.status === 'pending')).toBe(true);
    expect(approved.some((r) => r.subscriptionTier === 'premium')).toBe(true);
    expect(approved.some((r) => r.isFeatured === 1)).toBe(true);
  });

  it('has published posts and does nothing the second time', async () => {
    const posts = await t.db.selectFrom('blogPosts').select('publishStatus').execute();
    expect(posts.length).toBeGreaterThanOrEqual(8);
    expect(await seedDatabase(t.db)).toBe(false);
    expect((await t.db.selectFrom('blogPosts').select('id').execute()).length).toBe(posts.length);
  });

  it('counts only approved businesses per category', async () => {
    const categories = await listCategoriesWithCounts(t.db);
    const total = categories.reduce((s, c) => s + c.businessCount, 0);
    const approved = await t.db.selectFrom('businesses').select('id').where('status', '=', 'approved').execute();
    expect(total).toBe(approved.length);
  });
});

describe('search index triggers', () => {
  it('indexes a business only once approved, follows updates and forgets deletes', async () => {
    const id = await insertBusiness(t.db, 'Zzyzx Şelale Kafe');
    expect(await searchIds('zzyzx')).toEqual([]);
    await t.db.updateTable('businesses').set({ status: 'approved' }).where('id', '=', id).execute();
    expect(await searchIds('zzyzx')).toEqual([id]);
    expect(await searchIds('selale')).toContain(id);
    await t.db.updateTable('businesses').set({ name: 'Qwvb Kafe' }).where('id', '=', id).execute();
    expect(await searchIds('zzyzx')).toEqual([]);
    expect(await searchIds('qwvb')).toEqual([id]);
    await t.db.deleteFrom('businesses').where('id', '=', id).execute();
    expect(await searchIds('qwvb')).toEqual([]);
  });
});

describe('sessions', () => {
  it('finds the user of a live token, not of an expired or deleted one', async () => {
    const { id } = await t.db
      .insertInto('users')
      .values({ username: 'yonetici', email: 'y@ornek.com.tr', role: 'admin' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await createSession(t.db, id);
    expect((await findSessionUser(t.db, token))?.role).toBe('admin');
    expect(await findSessionUser(t.db, `${token}x`)).toBeNull();
    expect(await findSessionUser(t.db, token, new Date(Date.now() + 30 * 24 * 3600_000))).toBeNull();
    await deleteSession(t.db, token);
    expect(await findSessionUser(t.db, token)).toBeNull();
  });
});

describe('request log', () => {
  it('stores truncated addresses, device and browser', async () => {
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.0');
    expect(truncateIp('::ffff:10.1.2.3')).toBe('10.1.2.0');
    expect(truncateIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    const writer = new RequestLogWriter(t.db);
    writer.record({
      ip: '203.0.113.77',
      method: 'GET',
      path: '/businesses?district=Kâhta',
      statusCode: 200,
      duration: 4.56789,
      referrer: null,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
    });
    await writer.flush();
    const row = await t.db.selectFrom('requestLog').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.ip).toBe('203.0.113.0');
    expect(row.device).toBe('mobile');
    expect(row.browser).toBe('Mobile Chrome');
    expect(row.duration).toBe(4.57);
  });

  it('keeps a batch the database refused and writes it with the next one; flush waits for the write under way', async () => {
    const writer = new RequestLogWriter(t.db);
    const entry = (path: string) => ({
      ip: null,
      method: 'GET',
      path,
      statusCode: 200,
      duration: 1,
      referrer: null,
      userAgent: null,
    });
    const logged = async () =>
      (await t.db.selectFrom('requestLog').select('path').where('path', 'like', '/kayip-%').execute()).map(
        (r) => r.path,
      );
    await sql`alter table request_log rename to request_log_away`.execute(t.db);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      writer.record(entry('/kayip-1'));
      await writer.flush();
      expect(error).toHaveBeenCalled();
    } finally {
      error.mockRestore();
      await sql`alter table request_log_away rename to request_log`.execute(t.db);
    }
    writer.record(entry('/kayip-2'));
    const first = writer.flush();
    writer.record(entry('/kayip-3'));
    await Promise.all([first, writer.flush()]);
    expect((await logged()).sort()).toEqual(['/kayip-1', '/kayip-2', '/kayip-3']);
  });
});
