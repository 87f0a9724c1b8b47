import { pruneListingStats } from '~/features/listing-stats/stats.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { requestLogRetentionDays } from '~/lib/env.server.ts';

const DAY_MS = 24 * 60 * 60_000;
/** How often the server deletes what has expired while it runs. */
const PRUNE_INTERVAL_MS = 6 * 60 * 60_000;

/** Days a delivered e-mail stays in the outbox: long enough to answer "did it go out?", no longer. */
export const SENT_MAIL_RETENTION_DAYS = 30;

/**
 * Deletes expired sessions, used and expired account tokens, delivered e-mails past
 * SENT_MAIL_RETENTION_DAYS and request-log rows older than the retention (how many of each), and the
 * listings' daily counts past their 13 months.
 */
export async function pruneExpiredRecords(
  db: Db,
  now = new Date(),
  days = requestLogRetentionDays(),
): Promise<{ sessions: number; tokens: number; sentMail: number; requests: number }> {
  await pruneListingStats(db, now);
  const nowIso = now.toISOString();
  const sessions = await db.deleteFrom('userSessions').where('expiresAt', '<=', nowIso).executeTakeFirst();
  const tokens = await db
    .deleteFrom('accountTokens')
    .where((eb) => eb.or([eb('usedAt', 'is not', null), eb('expiresAt', '<=', nowIso)]))
    .executeTakeFirst();
  const sentMail = await db
    .deleteFrom('mailOutbox')
    .where('status', '=', 'sent')
    .where('sentAt', '<', new Date(now.getTime() - SENT_MAIL_RETENTION_DAYS * DAY_MS).toISOString())
    .executeTakeFirst();
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const requests = await db.deleteFrom('requestLog').where('timestamp', '<', cutoff).executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    tokens: Number(tokens.numDeletedRows),
    sentMail: Number(sentMail.numDeletedRows),
    requests: Number(requests.numDeletedRows),
  };
}

/** Prunes at start and then every few hours, without keeping the process alive; returns the stop. */
export function schedulePruning(db: Db, log: (message: string) => void = () => {}): () => void {
  const run = () =>
    pruneExpiredRecords(db).then(
      ({ sessions, tokens, sentMail, requests }) => {
        if (sessions || tokens || sentMail || requests)
          log(
            `[retention] deleted ${sessions} expired sessions, ${tokens} used or expired tokens, ${sentMail} sent e-mails, ${requests} old request rows`,
          );
      },
      (error: unknown) => log(`[retention] failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  void run();
  const timer = setInterval(() => void run(), PRUNE_INTERVAL_MS).unref();
  return () => clearInterval(timer);
}
