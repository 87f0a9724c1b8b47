import { pruneListingStats } from '~/features/listing-stats/stats.server.ts';
import type { Db } from '~/lib/db/db.server.ts';

/** Days request-log rows are kept (KVKK: no longer than needed); REQUEST_LOG_RETENTION_DAYS overrides. */
const DEFAULT_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;
/** How often the server deletes what has expired while it runs. */
const PRUNE_INTERVAL_MS = 6 * 60 * 60_000;

export function retentionDays(value = process.env.REQUEST_LOG_RETENTION_DAYS): number {
  const days = Number(value);
  return value && Number.isInteger(days) && days > 0 ? days : DEFAULT_RETENTION_DAYS;
}

/**
 * Deletes expired sessions and request-log rows older than the retention (how many of each), and the
 * listings' daily counts past their 13 months.
 */
export async function pruneExpiredRecords(
  db: Db,
  now = new Date(),
  days = retentionDays(),
): Promise<{ sessions: number; requests: number }> {
  await pruneListingStats(db, now);
  const sessions = await db.deleteFrom('userSessions').where('expiresAt', '<=', now.toISOString()).executeTakeFirst();
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const requests = await db.deleteFrom('requestLog').where('timestamp', '<', cutoff).executeTakeFirst();
  return { sessions: Number(sessions.numDeletedRows), requests: Number(requests.numDeletedRows) };
}

/** Prunes at start and then every few hours, without keeping the process alive; returns the stop. */
export function schedulePruning(db: Db, log: (message: string) => void = () => {}): () => void {
  const run = () =>
    pruneExpiredRecords(db).then(
      ({ sessions, requests }) => {
        if (sessions || requests) log(`[retention] deleted ${sessions} expired sessions, ${requests} old request rows`);
      },
      (error: unknown) => log(`[retention] failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  void run();
  const timer = setInterval(() => void run(), PRUNE_INTERVAL_MS).unref();
  return () => clearInterval(timer);
}
