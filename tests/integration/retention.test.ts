import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '~/features/admin/sessions.server.ts';
import { pruneExpiredRecords, retentionDays } from '~/features/analytics/retention.server.ts';
import { SESSION_TTL_MS } from '~/lib/constants.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

const DAY = 24 * 60 * 60_000;

describe('retention', () => {
  it('deletes expired sessions and request-log rows older than 90 days, keeping the rest', async () => {
    const now = new Date('2026-06-01T12:00:00.000Z');
    const user = await t.db
      .insertInto('users')
      .values({ username: 'saklama', email: 'saklama@ornek.com.tr', role: 'user' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createSession(t.db, user.id, new Date(now.getTime() - SESSION_TTL_MS - DAY)); // expired
    const live = await createSession(t.db, user.id, new Date(now.getTime() - DAY));
    const row = (daysAgo: number) => ({
      method: 'GET',
      path: `/gun-${daysAgo}`,
      statusCode: 200,
      duration: 1,
      timestamp: new Date(now.getTime() - daysAgo * DAY).toISOString(),
    });
    await t.db
      .insertInto('requestLog')
      .values([row(91), row(120), row(89), row(1)])
      .execute();

    expect(await pruneExpiredRecords(t.db, now)).toEqual({ sessions: 1, requests: 2 });
    const sessions = await t.db.selectFrom('userSessions').select('expiresAt').execute();
    expect(sessions.map((s) => s.expiresAt)).toEqual([live.expiresAt.toISOString()]);
    const paths = await t.db.selectFrom('requestLog').select('path').orderBy('path').execute();
    expect(paths.map((p) => p.path)).toEqual(['/gun-1', '/gun-89']);
  });

  it('takes the retention from REQUEST_LOG_RETENTION_DAYS, 90 days otherwise', () => {
    expect(retentionDays(undefined)).toBe(90);
    expect(retentionDays('30')).toBe(30);
    expect(retentionDays('otuz')).toBe(90);
  });
});
