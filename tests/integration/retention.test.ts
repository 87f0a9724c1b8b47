import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneExpiredRecords, SENT_MAIL_RETENTION_DAYS } from '~/features/analytics/retention.server.ts';
import { createSession } from '~/features/identity/sessions.server.ts';
import { SESSION_TTL_MS } from '~/lib/constants.ts';
import { requestLogRetentionDays } from '~/lib/env.server.ts';
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

    expect(await pruneExpiredRecords(t.db, now)).toEqual({ sessions: 1, tokens: 0, sentMail: 0, requests: 2 });
    const sessions = await t.db.selectFrom('userSessions').select('expiresAt').execute();
    expect(sessions.map((s) => s.expiresAt)).toEqual([live.expiresAt.toISOString()]);
    const paths = await t.db.selectFrom('requestLog').select('path').orderBy('path').execute();
    expect(paths.map((p) => p.path)).toEqual(['/gun-1', '/gun-89']);
  });

  it('deletes used and expired account tokens and delivered e-mails past their days, keeping live tokens and unsent mail', async () => {
    const now = new Date('2026-07-01T12:00:00.000Z');
    const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
    const user = await t.db
      .insertInto('users')
      .values({ username: 'jeton', email: 'jeton@ornek.com.tr', role: 'owner' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = (hash: string, expiresAt: string, usedAt: string | null = null) => ({
      userId: user.id,
      purpose: 'reset',
      tokenHash: hash,
      expiresAt,
      usedAt,
      createdAt: at(-2 * DAY),
    });
    await t.db
      .insertInto('accountTokens')
      .values([
        token('kullanilmis', at(DAY), at(-60_000)),
        token('suresi-dolmus', at(-60_000)),
        token('canli', at(60 * 60_000)),
      ])
      .execute();
    const mail = (to: string, status: string, sentDaysAgo: number | null) => ({
      toAddress: to,
      subject: 'Konu',
      textBody: 'Metin',
      status,
      sentAt: sentDaysAgo === null ? null : at(-sentDaysAgo * DAY),
      createdAt: at(-(sentDaysAgo ?? 60) * DAY),
      updatedAt: at(-(sentDaysAgo ?? 60) * DAY),
    });
    await t.db
      .insertInto('mailOutbox')
      .values([
        mail('eski@example.com', 'sent', SENT_MAIL_RETENTION_DAYS + 1),
        mail('yeni@example.com', 'sent', SENT_MAIL_RETENTION_DAYS - 1),
        mail('gonderilmedi@example.com', 'unsent', null),
        mail('basarisiz@example.com', 'failed', null),
      ])
      .execute();

    expect(await pruneExpiredRecords(t.db, now)).toMatchObject({ tokens: 2, sentMail: 1 });
    const tokens = await t.db.selectFrom('accountTokens').select('tokenHash').where('userId', '=', user.id).execute();
    expect(tokens.map((r) => r.tokenHash)).toEqual(['canli']);
    const outbox = await t.db.selectFrom('mailOutbox').select('toAddress').orderBy('toAddress').execute();
    expect(outbox.map((r) => r.toAddress)).toEqual([
      'basarisiz@example.com',
      'gonderilmedi@example.com',
      'yeni@example.com',
    ]);
  });

  it('takes the retention from REQUEST_LOG_RETENTION_DAYS, 90 days otherwise', () => {
    expect(requestLogRetentionDays({})).toBe(90);
    expect(requestLogRetentionDays({ REQUEST_LOG_RETENTION_DAYS: '30' })).toBe(30);
    expect(requestLogRetentionDays({ REQUEST_LOG_RETENTION_DAYS: 'otuz' })).toBe(90);
  });
});
