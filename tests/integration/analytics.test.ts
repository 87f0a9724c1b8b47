import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_MSG, EVENT_RATE_LIMIT } from '~/features/analytics/messages.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';
import * as eventsRoute from '~/pages/api/analytics/events.ts';
import * as ga4Route from '~/pages/api/analytics/ga4-data.ts';
import * as overviewRoute from '~/pages/api/analytics/overview.ts';
import * as statsRoute from '~/pages/api/analytics/server-stats.ts';
import { callEndpoint } from '../support/api.ts';
import { storedRow } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
let adminToken: string;
let userToken: string;

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

interface LogRow {
  ip: string;
  path: string;
  hoursAgo: number;
  method?: string;
  statusCode?: number;
  referrer?: string | null;
  browser?: string;
  device?: string;
  isBot?: number;
  country?: string | null;
  duration?: number;
}

async function log(rows: LogRow[]): Promise<void> {
  await t.db
    .insertInto('requestLog')
    .values(
      rows.map((r) => ({
        ip: r.ip,
        method: r.method ?? 'GET',
        path: r.path,
        statusCode: r.statusCode ?? 200,
        duration: r.duration ?? 10,
        referrer: r.referrer ?? null,
        userAgent: CHROME,
        country: r.country ?? null,
        device: r.device ?? 'desktop',
        browser: r.browser ?? 'Chrome',
        isBot: r.isBot ?? 0,
        timestamp: ago(r.hoursAgo),
      })),
    )
    .execute();
}

beforeAll(async () => {
  t = await createTestDb({ seed: true });
  adminToken = (await signedInUser(t.db, 'admin', 'yonetici')).token;
  userToken = (await signedInUser(t.db, 'user', 'uye')).token;
});
afterAll(() => t.cleanup());
beforeEach(() => resetRateLimits());

describe('admin-only analytics reads', () => {
  for (const [name, route, path] of [
    ['server-stats', statsRoute, '/api/analytics/server-stats?hours=24'],
    ['ga4-data', ga4Route, '/api/analytics/ga4-data'],
    ['overview', overviewRoute, '/api/analytics/overview'],
  ] as const) {
    it(`${name}: 401 anonymous, 403 for a non-admin`, async () => {
      expect((await callEndpoint(route.GET, path)).status).toBe(401);
      expect((await callEndpoint(route.GET, path, { bearer: userToken })).status).toBe(403);
    });
  }
});

describe('empty request log', () => {
  it('server stats and visitor traffic are zero and empty, not invented', async () => {
    const stats = await callEndpoint(statsRoute.GET, '/api/analytics/server-stats', { bearer: adminToken });
    expect(stats.status).toBe(200);
    expect(stats.json).toMatchObject({
      hours: 24,
      uniqueIPs: 0,
      totalRequests: 0,
      avgDuration: 0,
      topURLs: [],
      topReferrers: [],
      topBrowsers: [],
      topDevices: [],
    });
    const traffic = await callEndpoint(ga4Route.GET, '/api/analytics/ga4-data', { bearer: adminToken });
    expect(traffic.json).toMatchObject({ source: 'first-party', totalVisitors: 0, globalTraffic: [] });
  });
});

describe('GET /api/analytics/server-stats', () => {
  beforeAll(async () => {
    await log([
      {
        ip: '10.0.1.0',
        path: '/businesses?category=Oteller',
        hoursAgo: 1,
        referrer: 'https://www.google.com/search?q=adiyaman',
        duration: 20,
      },
      { ip: '10.0.1.0', path: '/businesses?q=kebap', hoursAgo: 2, referrer: 'http://127.0.0.1:4321/', duration: 30 },
      {
        ip: '10.0.2.0',
        path: '/businesses',
        hoursAgo: 3,
        referrer: 'https://www.google.com/',
        browser: 'Mobile Safari',
        device: 'mobile',
        duration: 40,
      },
      {
        ip: '10.0.3.0',
        path: '/blog/nemrut',
        hoursAgo: 4,
        referrer: 'https://facebook.com/x',
        browser: 'Firefox',
        duration: 50,
      },
      {
        ip: '10.0.9.0',
        path: '/businesses',
        hoursAgo: 5,
        isBot: 1,
        browser: 'Googlebot',
        referrer: 'https://spam.example/',
        duration: 60,
      },
      {
        ip: '10.0.4.0',
        path: '/tourism',
        hoursAgo: 48,
        referrer: 'https://bing.com/',
        browser: 'Edge',
        duration: 1000,
      },
    ]);
  });

  it('counts the last 24 hours: all requests, people without bots, external referrers by host', async () => {
    const res = await callEndpoint(statsRoute.GET, '/api/analytics/server-stats?hours=24', { bearer: adminToken });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      hours: 24,
      timeRange: 'Son 24 saat',
      uniqueIPs: 3,
      totalRequests: 5,
      avgDuration: 40,
    });
    expect(res.json.topURLs).toEqual([
      { path: '/businesses', count: 4 },
      { path: '/blog/nemrut', count: 1 },
    ]);
    expect(res.json.topReferrers).toEqual([
      { referrer: 'www.google.com', count: 2 },
      { referrer: 'facebook.com', count: 1 },
    ]);
    expect(res.json.topBrowsers).toEqual([
      { browser: 'Chrome', count: 2 },
      { browser: 'Firefox', count: 1 },
      { browser: 'Mobile Safari', count: 1 },
    ]);
    expect(res.json.topDevices).toEqual([
      { device: 'desktop', count: 3 },
      { device: 'mobile', count: 1 },
    ]);
  });

  it('widens the window with hours=72', async () => {
    const res = await callEndpoint(statsRoute.GET, '/api/analytics/server-stats?hours=72', { bearer: adminToken });
    expect(res.json).toMatchObject({ uniqueIPs: 4, totalRequests: 6 });
  });

  it('400 for hours that are not an integer from 1 to 720', async () => {
    for (const hours of ['0', '721', '2.5', 'abc', '-1', '']) {
      const res = await callEndpoint(statsRoute.GET, `/api/analytics/server-stats?hours=${hours}`, {
        bearer: adminToken,
      });
      expect(res.status, hours).toBe(400);
      expect(res.json.error).toBe(ANALYTICS_MSG.hours);
    }
  });
});

describe('GET /api/analytics/ga4-data', () => {
  it('reports visitors per country only where the log has one, with shares of 100%', async () => {
    await log([
      { ip: '10.1.0.0', path: '/', hoursAgo: 2, country: 'TR' },
      { ip: '10.1.1.0', path: '/blog', hoursAgo: 2, country: 'TR' },
      { ip: '10.1.2.0', path: '/', hoursAgo: 2, country: 'DE' },
      { ip: '10.1.3.0', path: '/api/businesses', hoursAgo: 2, country: 'FR' }, // an API call, not a page view
    ]);
    const res = await callEndpoint(ga4Route.GET, '/api/analytics/ga4-data', { bearer: adminToken });
    expect(res.status).toBe(200);
    expect(res.json.globalTraffic).toEqual([
      { countryCode: 'TR', country: 'Türkiye', visitors: 2, percentage: 66.7 },
      { countryCode: 'DE', country: 'Almanya', visitors: 1, percentage: 33.3 },
    ]);
    expect(res.json.totalVisitors).toBeGreaterThanOrEqual(3);
    expect(new Date(res.json.dateRange.end).getTime() - new Date(res.json.dateRange.start).getTime()).toBe(
      30 * 24 * 3_600_000,
    );
  });
});

describe('GET /api/analytics/overview', () => {
  it('computes totals, category growth, search trends and districts from the database', async () => {
    const category = 'Gelinlik & Düğün';
    const before = await callEndpoint(overviewRoute.GET, '/api/analytics/overview', { bearer: adminToken });
    const previousEntry = before.json.popularCategories.find((c: { category: string }) => c.category === category);
    const base = { category, address: 'Atatürk Bulvarı No:1 Merkez', district: 'Merkez', status: 'approved' };
    const days = (n: number) => ago(n * 24);
    await t.db
      .insertInto('businesses')
      .values([
        ...Array.from({ length: 40 }, (_, i) => ({ ...base, name: `Yeni Gelinlik ${i}`, createdAt: days(2) })),
        ...Array.from({ length: 2 }, (_, i) => ({ ...base, name: `Önceki Gelinlik ${i}`, createdAt: days(45) })),
        { ...base, name: 'Onaysız Gelinlik', status: 'pending', createdAt: days(1) },
        { ...base, name: 'İlçesiz Gelinlik', district: null, createdAt: days(200) },
      ])
      .execute();
    await log([
      { ip: '10.2.0.0', path: '/businesses?q=Kebap', hoursAgo: 1 },
      { ip: '10.2.1.0', path: '/api/businesses?q=kebap%20&limit=50', hoursAgo: 1 },
      { ip: '10.2.2.0', path: '/businesses?q=otel', hoursAgo: 1 },
      { ip: '10.2.3.0', path: '/businesses?q=spam', hoursAgo: 1, isBot: 1 },
      { ip: '10.2.4.0', path: '/blog?q=kebap', hoursAgo: 1 },
    ]);

    const res = await callEndpoint(overviewRoute.GET, '/api/analytics/overview', { bearer: adminToken });
    expect(res.status).toBe(200);
    const { totals, popularCategories, searchTrends, districts, visitors } = res.json;
    expect(totals.approvedBusinesses).toBe(before.json.totals.approvedBusinesses + 43);
    expect(totals).toMatchObject({ categories: 17, publishedPosts: 9 });
    const entry = popularCategories.find((c: { category: string }) => c.category === category);
    expect(entry.recent - (previousEntry?.recent ?? 0)).toBe(40);
    expect(entry.previous - (previousEntry?.previous ?? 0)).toBe(2);
    expect(entry.growthPercent).toBe(Math.round(((entry.recent - entry.previous) / entry.previous) * 100));
    expect(popularCategories[0].category).toBe(category);
    expect(popularCategories.length).toBeLessThanOrEqual(8);
    expect(searchTrends).toEqual([
      { term: 'kebap', count: 3 }, // one more from the server-stats rows above
      { term: 'otel', count: 1 },
    ]);
    expect(
      districts.find((d: { district: string }) => d.district === ANALYTICS_MSG.unspecifiedDistrict)?.businesses,
    ).toBeGreaterThanOrEqual(1);
    const districtSum = districts.reduce((sum: number, d: { businesses: number }) => sum + d.businesses, 0);
    expect(districtSum).toBe(totals.approvedBusinesses);
    expect(visitors.last24h.pageViews).toBeLessThanOrEqual(visitors.last7d.pageViews);
    expect(visitors.last7d.uniqueVisitors).toBeLessThanOrEqual(visitors.last30d.uniqueVisitors);
    expect(visitors.last24h.uniqueVisitors).toBeGreaterThan(0);
  });
});

describe('POST /api/analytics/events', () => {
  it('stores a named event and counts it in the overview', async () => {
    const res = await callEndpoint(eventsRoute.POST, '/api/analytics/events', {
      body: { name: 'contact_form_submit', category: 'form', label: 'İletişim', value: 1, path: '/contact' },
    });
    expect(res.status).toBe(201);
    const row = await storedRow(t.db, 'analyticsEvents', 'name', 'contact_form_submit');
    expect(row).toMatchObject({ category: 'form', label: 'İletişim', value: 1, path: '/contact' });
    const overview = await callEndpoint(overviewRoute.GET, '/api/analytics/overview', { bearer: adminToken });
    expect(overview.json.engagement.events).toContainEqual({ name: 'contact_form_submit', count: 1 });
  });

  it('400 for a missing or malformed name or a path not starting with /, and nothing stored', async () => {
    for (const body of [
      {},
      { name: '' },
      { name: 'a b<script>' },
      { name: 'ok', path: 'https://evil.example' },
      { name: 'ok', value: 'x' },
    ]) {
      const res = await callEndpoint(eventsRoute.POST, '/api/analytics/events', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const count = await t.db
      .selectFrom('analyticsEvents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('name', '=', 'ok')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('415 for a body that is not JSON, 429 past the limit', async () => {
    const wrong = await callEndpoint(eventsRoute.POST, '/api/analytics/events', {
      rawBody: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(wrong.status).toBe(415);
    for (let i = 0; i < EVENT_RATE_LIMIT.max; i++)
      await callEndpoint(eventsRoute.POST, '/api/analytics/events', { body: { name: 'page_view' }, ip: '10.9.9.9' });
    const limited = await callEndpoint(eventsRoute.POST, '/api/analytics/events', {
      body: { name: 'page_view' },
      ip: '10.9.9.9',
    });
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe(MSG.rateLimited);
  });
});
