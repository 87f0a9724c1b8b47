// Per listing and day, how often its page was seen and its phone, WhatsApp, directions and web site were
// tapped, and how many messages it got: counted on the server, with no cookie and nothing about the
// visitor kept (one number per listing, day and kind); bots (isbot) are not counted. Kept 13 months.
// A view counts once per visitor and day; a tap only when it comes from a page of this site.
import { createHmac, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import {
  STAT_KINDS,
  STAT_PERIOD_DAYS,
  STAT_RETENTION_MONTHS,
  type StatKind,
  type StatSeries,
} from '~/features/listing-stats/messages.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { visitorHashSecret } from '~/lib/env.server.ts';
import { REVIEW_POSTER_SOURCE } from '~/lib/paths.ts';

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
  ip?: string | null;
  method: string;
  path: string;
  statusCode: number;
  userAgent: string | null;
  /** The signed-in user who asked, if any (never stored). */
  viewerId?: number | null;
  at?: Date;
}

const BUSINESS_PAGE = /^\/business\/([1-9]\d{0,14})(?:[?#]|$)/;

// The secret the day's salt is made from is never stored (VISITOR_HASH_SECRET, or one per process, shared
// with the blog's view counter); it lives on globalThis because every loaded build has its own copy of this
// module, and a rebuild must not make today's visitors count again.
const SECRET_KEY = Symbol.for('adiyaman-rehberi.visitor-secret');
const secretHolder = globalThis as { [SECRET_KEY]?: string };

/** A visitor of a day as a hash of address and browser with that day's salt: it names no one and links no two days. */
function visitorOfDay(ip: string, userAgent: string, day: string): string {
  secretHolder[SECRET_KEY] ??= visitorHashSecret() ?? randomBytes(32).toString('hex');
  const salt = createHmac('sha256', secretHolder[SECRET_KEY]).update(`listing-views|${day}`).digest();
  return createHmac('sha256', salt).update(`${ip}|${userAgent}`).digest('base64url');
}

/** True when the signed-in viewer of a listing's page is its owner. */
function isOwnVisit(ownerId: number | null | undefined, viewerId: number | undefined): boolean {
  return ownerId != null && viewerId !== undefined && ownerId === viewerId;
}

/**
 * Counts the business pages among a batch of logged requests (the request log hands over each batch it
 * writes): successful GETs by visitors, one per visitor, listing and day (the visitors counted today are
 * kept as hashes until the day is over), added per listing and day in one write each. The owner's own
 * visits, signed in, are not counted.
 */
export async function countPageViews(db: Db, requests: readonly LoggedRequest[]): Promise<void> {
  const seen = new Map<string, { businessId: number; day: string; visitor: string }>();
  // Who asked for which listing while signed in: an owner looking at their own listing is not a visitor.
  const viewers = new Map<string, number>();
  for (const request of requests) {
    const match = BUSINESS_PAGE.exec(request.path);
    if (!match || request.method !== 'GET' || request.statusCode !== 200) continue;
    if (!countsAsVisitor(request.userAgent)) continue;
    const businessId = Number(match[1]);
    const day = turkeyDay(request.at ?? new Date());
    const visitor = visitorOfDay(request.ip ?? '', request.userAgent ?? '', day);
    seen.set(`${businessId}:${day}:${visitor}`, { businessId, day, visitor });
    if (request.viewerId) viewers.set(`${businessId}:${day}:${visitor}`, request.viewerId);
  }
  if (seen.size === 0) return;
  await db
    .deleteFrom('listingViewVisitors')
    .where('day', '<', turkeyDay(new Date(Date.now() - DAY_MS)))
    .execute();
  const ids = [...new Set([...seen.values()].map((c) => c.businessId))];
  const owners = new Map(
    (await db.selectFrom('businesses').select(['id', 'ownerId']).where('id', 'in', ids).execute()).map((row) => [
      row.id,
      row.ownerId,
    ]),
  );
  const rows = [...seen.entries()]
    .filter(([key, row]) => owners.has(row.businessId) && !isOwnVisit(owners.get(row.businessId), viewers.get(key)))
    .map(([, row]) => row);
  const counts = new Map<string, { businessId: number; day: string; n: number }>();
  for (let i = 0; i < rows.length; i += 300) {
    // Only the visitors not yet counted that day come back.
    const fresh = await db
      .insertInto('listingViewVisitors')
      .values(rows.slice(i, i + 300))
      .onConflict((oc) => oc.doNothing())
      .returning(['businessId', 'day'])
      .execute();
    for (const { businessId, day } of fresh) {
      const entry = counts.get(`${businessId}:${day}`) ?? { businessId, day, n: 0 };
      entry.n++;
      counts.set(`${businessId}:${day}`, entry);
    }
  }
  for (const { businessId, day, n } of counts.values()) await addCount(db, businessId, day, 'view', n);
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

/**
 * The days (in Türkiye) of the listing's reviews written from its printed invitation in the two compared
 * periods: read from the reviews themselves (their source), every one that arrived except the rejected.
 */
async function posterReviewDays(db: Db, businessId: number, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - (STAT_PERIOD_DAYS * 2 + 1) * DAY_MS).toISOString();
  const rows = await db
    .selectFrom('reviews')
    .select('createdAt')
    .where('businessId', '=', businessId)
    .where('source', '=', REVIEW_POSTER_SOURCE.value)
    .where('status', '!=', 'rejected')
    .where('createdAt', '>=', since)
    .execute();
  return rows.map((row) => turkeyDay(new Date(row.createdAt)));
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
  for (const day of await posterReviewDays(db, businessId, now)) {
    const key = `posterReview:${day}`;
    byKey.set(key, (byKey.get(key) ?? 0) + 1);
  }
  return STAT_KINDS.map((kind) => {
    const counts = days.map((day) => ({ day, count: byKey.get(`${kind}:${day}`) ?? 0 }));
    const previousDays = counts.slice(0, STAT_PERIOD_DAYS);
    const lastDays = counts.slice(STAT_PERIOD_DAYS);
    const sum = (list: { count: number }[]) => list.reduce((total, d) => total + d.count, 0);
    return { kind, days: lastDays, total: sum(lastDays), previous: sum(previousDays) };
  });
}
