import { sql } from 'kysely';
import {
  ANALYTICS_MSG,
  ANALYTICS_WINDOW_DAYS,
  type AnalyticsOverview,
  growthPercent,
  type ServerStats,
  type VisitorTraffic,
  type VisitorWindow,
} from '~/features/analytics/messages.ts';
import type { AnalyticsEventInput } from '~/features/analytics/schema.ts';
import { countPublicPosts } from '~/features/blog/blog.server.ts';
import { countPublicReviews } from '~/features/reviews/reviews.server.ts';
import { POPULAR_CATEGORY_COUNT, TOP_LIST_SIZE } from '~/lib/constants.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { redactSecrets } from '~/lib/http/redact-secrets.ts';

// Analytics from our own data (DESIGN §7: first-party). Visitors are truncated IPs of the request
// log (KVKK), crawlers excluded (isbot at logging time). A page view is a successful GET of a page:
// not an API call, not a file such as robots.txt.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Most logged search requests read for the trends (newest first). */
const SEARCH_ROWS_READ = 20_000;

const isoAgo = (ms: number, now: Date) => new Date(now.getTime() - ms).toISOString();

/** The path without its query string. */
const pathOnly = sql<string>`case when instr(path, '?') > 0 then substr(path, 1, instr(path, '?') - 1) else path end`;
const isPageView = sql<boolean>`(method = 'GET' and status_code < 400 and is_bot = 0 and ${pathOnly} not like '/api/%' and ${pathOnly} not like '%.%')`;

/** Host of an external referrer, or null for none, a malformed one or this site itself. */
export function referrerHost(referrer: string | null, siteHost: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.host === siteHost ? null : url.hostname;
  } catch {
    return null;
  }
}

/** The search text (`q`) of a logged directory request, normalised for counting; null when none. */
export function searchTermOf(path: string): string | null {
  const query = path.indexOf('?');
  if (query < 0) return null;
  const pathname = path.slice(0, query);
  if (pathname !== '/businesses' && pathname !== '/api/businesses') return null;
  const q = new URLSearchParams(path.slice(query + 1)).get('q');
  const term = q?.replace(/\s+/g, ' ').trim().toLocaleLowerCase('tr');
  return term ? term.slice(0, 100) : null;
}

/** The `limit` most frequent values with their counts, most frequent first (ties by value). */
export function topCounts(values: Iterable<string>, limit: number): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'tr'))
    .slice(0, limit);
}

async function groupCounts(
  db: Db,
  column: 'browser' | 'device',
  since: string,
): Promise<{ name: string; count: number }[]> {
  const rows = await db
    .selectFrom('requestLog')
    .select([column, (eb) => eb.fn.countAll<number>().as('count')])
    .where('timestamp', '>=', since)
    .where('isBot', '=', 0)
    .where(column, 'is not', null)
    .where(column, '!=', 'unknown')
    .groupBy(column)
    .orderBy('count', 'desc')
    .orderBy(column)
    .limit(TOP_LIST_SIZE)
    .execute();
  return rows.map((r) => ({ name: String(r[column]), count: Number(r.count) }));
}

/**
 * Server statistics of the last `hours` hours: requests and mean duration over all traffic; unique
 * visitors, referrers (other sites only), browsers and devices over people (bots excluded).
 */
export async function getServerStats(db: Db, hours: number, siteHost: string, now = new Date()): Promise<ServerStats> {
  const since = isoAgo(hours * HOUR_MS, now);
  const inWindow = db.selectFrom('requestLog').where('timestamp', '>=', since);
  const summary = await inWindow
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.avg<number | null>('duration').as('avg')])
    .executeTakeFirstOrThrow();
  const visitors = await inWindow
    .where('isBot', '=', 0)
    .select((eb) => eb.fn.count<number>('ip').distinct().as('n'))
    .executeTakeFirstOrThrow();
  const urls = await inWindow
    .select([pathOnly.as('path'), (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(pathOnly)
    .orderBy('count', 'desc')
    .orderBy('path')
    .limit(TOP_LIST_SIZE)
    .execute();
  const referrers = await inWindow
    .select(['referrer', (eb) => eb.fn.countAll<number>().as('count')])
    .where('isBot', '=', 0)
    .where('referrer', 'is not', null)
    .groupBy('referrer')
    .execute();
  const hosts = new Map<string, number>();
  for (const row of referrers) {
    const host = referrerHost(row.referrer, siteHost);
    if (host) hosts.set(host, (hosts.get(host) ?? 0) + Number(row.count));
  }
  return {
    timeRange: `Son ${hours} saat`,
    hours,
    uniqueIPs: Number(visitors.n),
    totalRequests: Number(summary.total),
    avgDuration: summary.avg === null ? 0 : Math.round(Number(summary.avg) * 100) / 100,
    topURLs: urls.map((r) => ({ path: r.path, count: Number(r.count) })),
    topReferrers: [...hosts]
      .map(([referrer, count]) => ({ referrer, count }))
      .sort((a, b) => b.count - a.count || a.referrer.localeCompare(b.referrer))
      .slice(0, TOP_LIST_SIZE),
    topBrowsers: (await groupCounts(db, 'browser', since)).map(({ name, count }) => ({ browser: name, count })),
    topDevices: (await groupCounts(db, 'device', since)).map(({ name, count }) => ({ device: name, count })),
  };
}

async function visitorWindow(db: Db, since: string): Promise<VisitorWindow> {
  const row = await db
    .selectFrom('requestLog')
    .select((eb) => [eb.fn.count<number>('ip').distinct().as('visitors'), eb.fn.countAll<number>().as('views')])
    .where('timestamp', '>=', since)
    .where(isPageView)
    .executeTakeFirstOrThrow();
  return { uniqueVisitors: Number(row.visitors), pageViews: Number(row.views) };
}

const regionNames = new Intl.DisplayNames(['tr'], { type: 'region' });

function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Visitors of the last 30 days in the shape of SPEC §7's GA4 call, from our request log. Countries
 * come only from the log's country column (empty unless a proxy fills it), never guessed.
 */
export async function getVisitorTraffic(db: Db, now = new Date()): Promise<VisitorTraffic> {
  const start = isoAgo(ANALYTICS_WINDOW_DAYS * DAY_MS, now);
  const total = await visitorWindow(db, start);
  const countries = await db
    .selectFrom('requestLog')
    .select(['country', (eb) => eb.fn.count<number>('ip').distinct().as('visitors')])
    .where('timestamp', '>=', start)
    .where(isPageView)
    .where('country', 'is not', null)
    .where('country', '!=', '')
    .groupBy('country')
    .orderBy('visitors', 'desc')
    .orderBy('country')
    .execute();
  const sum = countries.reduce((acc, row) => acc + Number(row.visitors), 0);
  return {
    source: 'first-party',
    totalVisitors: total.uniqueVisitors,
    dateRange: { start, end: now.toISOString() },
    globalTraffic: countries.map((row) => {
      const code = String(row.country).toUpperCase();
      const visitors = Number(row.visitors);
      return {
        countryCode: code,
        country: countryName(code),
        visitors,
        percentage: Math.round((visitors / sum) * 1000) / 10,
      };
    }),
  };
}

async function countRows(db: Db, table: 'businesses' | 'reviews', status: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Everything else on /analytics: totals, visitors, categories with real growth, searches, districts, engagement. */
export async function getAnalyticsOverview(db: Db, now = new Date()): Promise<AnalyticsOverview> {
  const d30 = isoAgo(30 * DAY_MS, now);
  const d60 = isoAgo(60 * DAY_MS, now);

  const categories = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  // As /blog counts them: a scheduled post is not published until its time comes.
  const posts = await countPublicPosts(db, now);

  const popular = await db
    .selectFrom('businesses')
    .select([
      'category',
      (eb) => eb.fn.countAll<number>().as('businesses'),
      sql<number>`sum(case when created_at >= ${d30} then 1 else 0 end)`.as('recent'),
      sql<number>`sum(case when created_at >= ${d60} and created_at < ${d30} then 1 else 0 end)`.as('previous'),
    ])
    .where('status', '=', 'approved')
    .groupBy('category')
    .orderBy('businesses', 'desc')
    .orderBy('category')
    .limit(POPULAR_CATEGORY_COUNT)
    .execute();

  const searches = await db
    .selectFrom('requestLog')
    .select('path')
    .where('timestamp', '>=', d30)
    .where('isBot', '=', 0)
    .where((eb) => eb.or([eb('path', 'like', '/businesses?%'), eb('path', 'like', '/api/businesses?%')]))
    .where('path', 'like', '%q=%')
    .orderBy('id', 'desc')
    .limit(SEARCH_ROWS_READ)
    .execute();
  const terms = searches.map((r) => searchTermOf(r.path)).filter((t): t is string => t !== null);

  const districts = await db
    .selectFrom('businesses')
    .select(['district', (eb) => eb.fn.countAll<number>().as('businesses')])
    .where('status', '=', 'approved')
    .groupBy('district')
    .orderBy('businesses', 'desc')
    .orderBy('district')
    .execute();

  const events = await db
    .selectFrom('analyticsEvents')
    .select(['name', (eb) => eb.fn.countAll<number>().as('count')])
    .where('createdAt', '>=', d30)
    .groupBy('name')
    .orderBy('count', 'desc')
    .orderBy('name')
    .limit(TOP_LIST_SIZE)
    .execute();

  return {
    totals: {
      approvedBusinesses: await countRows(db, 'businesses', 'approved'),
      categories: Number(categories.n),
      approvedReviews: await countPublicReviews(db),
      publishedPosts: posts.posts,
    },
    visitors: {
      last24h: await visitorWindow(db, isoAgo(DAY_MS, now)),
      last7d: await visitorWindow(db, isoAgo(7 * DAY_MS, now)),
      last30d: await visitorWindow(db, d30),
    },
    popularCategories: popular.map((row) => {
      const recent = Number(row.recent);
      const previous = Number(row.previous);
      return {
        category: row.category,
        businesses: Number(row.businesses),
        recent,
        previous,
        growthPercent: growthPercent(recent, previous),
      };
    }),
    searchTrends: topCounts(terms, TOP_LIST_SIZE).map(({ value, count }) => ({ term: value, count })),
    districts: districts.map((row) => ({
      district: row.district ?? ANALYTICS_MSG.unspecifiedDistrict,
      businesses: Number(row.businesses),
    })),
    engagement: {
      blogViews: posts.views,
      pendingReviews: await countRows(db, 'reviews', 'pending'),
      events: events.map((row) => ({ name: row.name, count: Number(row.count) })),
    },
  };
}

/** Stores a named event (SPEC §7: category, label, value) for the engagement figures; a token in its path is masked. */
export async function recordAnalyticsEvent(db: Db, input: AnalyticsEventInput): Promise<void> {
  await db
    .insertInto('analyticsEvents')
    .values({
      name: input.name,
      category: input.category || null,
      label: input.label || null,
      value: input.value ?? null,
      path: redactSecrets(input.path || null),
    })
    .execute();
}
