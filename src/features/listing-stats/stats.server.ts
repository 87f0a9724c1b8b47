// Per listing and day, how often its page was seen and its phone, WhatsApp, directions and web site were
// tapped, and how many messages it got: counted on the server, with no cookie and nothing about the
// visitor kept (one number per listing, day and kind); bots (isbot) are not counted. Kept 13 months.
import { isbot } from 'isbot';
import {
  STAT_KINDS,
  STAT_PERIOD_DAYS,
  STAT_RETENTION_MONTHS,
  type StatKind,
  type StatSeries,
} from '~/features/listing-stats/messages.ts';
import type { Db } from '~/lib/db/db.server.ts';

/** Türkiye has kept UTC+3 all year since 2016. */
const TURKEY_OFFSET_MS = 3 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The day in Türkiye of a moment, as YYYY-MM-DD. */
export function turkeyDay(at: Date): string {
  return new Date(at.getTime() + TURKEY_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a request from a person's browser as far as can be told: a user agent that is not a bot's. */
export function countsAsVisitor(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent) && !isbot(userAgent);
}

/** Adds `n` to one listing's count of a kind on a day (the row made when it is the first). */
async function addCount(db: Db, businessId: number, day: string, kind: StatKind, n: number): Promise<void> {
  await db
    .insertInto('listingStats')
    .values({ businessId, day, kind, count: n })
    .onConflict((oc) =>
      oc.columns(['businessId', 'day', 'kind']).doUpdateSet((eb) => ({ count: eb('listingStats.count', '+', n) })),
    )
    .execute();
}

/** Counts one event of a listing now. */
export function countListingEvent(db: Db, businessId: number, kind: StatKind, now = new Date()): Promise<void> {
  return addCount(db, businessId, turkeyDay(now), kind, 1);
}

/** A request as the request log holds it, with the moment it came. */
interface LoggedRequest {
  method: string;
  path: string;
  statusCode: number;
  userAgent: string | null;
  at?: Date;
}

const BUSINESS_PAGE = /^\/business\/([1-9]\d{0,14})(?:[?#]|$)/;

/**
 * Counts the business pages among a batch of logged requests (the request log hands over each batch it
 * writes): successful GETs by visitors, one per request, added per listing and day in one write each.
 */
export async function countPageViews(db: Db, requests: readonly LoggedRequest[]): Promise<void> {
  const counts = new Map<string, { businessId: number; day: string; n: number }>();
  for (const request of requests) {
    const match = BUSINESS_PAGE.exec(request.path);
    if (!match || request.method !== 'GET' || request.statusCode !== 200) continue;
    if (!countsAsVisitor(request.userAgent)) continue;
    const businessId = Number(match[1]);
    const day = turkeyDay(request.at ?? new Date());
    const key = `${businessId}:${day}`;
    const entry = counts.get(key) ?? { businessId, day, n: 0 };
    entry.n++;
    counts.set(key, entry);
  }
  if (counts.size === 0) return;
  const ids = [...new Set([...counts.values()].map((c) => c.businessId))];
  const known = new Set(
    (await db.selectFrom('businesses').select('id').where('id', 'in', ids).execute()).map((row) => row.id),
  );
  for (const { businessId, day, n } of counts.values()) {
    if (known.has(businessId)) await addCount(db, businessId, day, 'view', n);
  }
}

/** The first day still kept on `now`'s day: 13 months back. */
function retentionStart(now: Date): string {
  const start = new Date(now.getTime() + TURKEY_OFFSET_MS);
  start.setUTCMonth(start.getUTCMonth() - STAT_RETENTION_MONTHS);
  return start.toISOString().slice(0, 10);
}

/** Deletes counts older than 13 months; how many rows went. */
export async function pruneListingStats(db: Db, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('listingStats').where('day', '<', retentionStart(now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every kind's daily counts of the last 30 days (today included) and the totals of those and the 30 before. */
export async function listingStats(db: Db, businessId: number, now = new Date()): Promise<StatSeries[]> {
  const days = Array.from({ length: STAT_PERIOD_DAYS * 2 }, (_, i) =>
    turkeyDay(new Date(now.getTime() - (STAT_PERIOD_DAYS * 2 - 1 - i) * DAY_MS)),
  );
  const rows = await db
    .selectFrom('listingStats')
    .select(['day', 'kind', 'count'])
    .where('businessId', '=', businessId)
    .where('day', '>=', days[0] as string)
    .execute();
  const byKey = new Map(rows.map((r) => [`${r.kind}:${r.day}`, r.count]));
  return STAT_KINDS.map((kind) => {
    const counts = days.map((day) => ({ day, count: byKey.get(`${kind}:${day}`) ?? 0 }));
    const previousDays = counts.slice(0, STAT_PERIOD_DAYS);
    const lastDays = counts.slice(STAT_PERIOD_DAYS);
    const sum = (list: { count: number }[]) => list.reduce((total, d) => total + d.count, 0);
    return { kind, days: lastDays, total: sum(lastDays), previous: sum(previousDays) };
  });
}
