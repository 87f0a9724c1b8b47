import { beforeAll, describe, expect, it } from 'vitest';
import { RequestLogWriter } from '~/features/analytics/request-log.server.ts';
import { listingStats } from '~/features/listing-stats/stats.server.ts';
import * as tap from '~/pages/api/businesses/[id]/git/[kind].ts';
import { callEndpoint } from '../support/api.ts';
import { withTestDb } from '../support/lifecycle.ts';
import { insertBusiness, insertRow } from '../support/rows.ts';

const t = withTestDb();
let listing: number;

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari';

beforeAll(async () => {
  listing = await insertBusiness(t.db, 'Sayaç Lokantası', {
    status: 'approved',
    phone: '0416 111 22 33',
    website: 'https://sayac.example',
  });
});

const totals = async () => Object.fromEntries((await listingStats(t.db, listing)).map((s) => [s.kind, s.total]));

describe('the owner’s numbers cannot be inflated', () => {
  it('counts a tap only from a page of this site; a cross-site tap or POST ping is sent on but ignored', async () => {
    const call = (method: 'GET' | 'POST', kind: string, headers: Record<string, string>) =>
      callEndpoint(method === 'GET' ? tap.GET : tap.POST, `/api/businesses/${listing}/git/${kind}`, {
        method,
        headers: { 'user-agent': BROWSER, ...headers },
        params: { id: String(listing), kind },
      });
    const ours = 'http://127.0.0.1:4321';
    // From this site's own page: counted.
    expect((await call('GET', 'website', { 'sec-fetch-site': 'same-origin' })).status).toBe(302);
    expect((await call('POST', 'phone', { 'sec-fetch-site': 'same-origin', origin: ours })).status).toBe(204);
    expect((await call('GET', 'website', { referer: `${ours}/business/${listing}` })).status).toBe(302);
    // From another site (a link, an image, a ping on its page) or telling nothing: answered, not counted.
    const evil = 'https://kotu.example';
    expect((await call('GET', 'website', { 'sec-fetch-site': 'cross-site', referer: `${evil}/` })).status).toBe(302);
    expect((await call('POST', 'phone', { 'sec-fetch-site': 'cross-site', origin: evil })).status).toBe(204);
    expect((await call('POST', 'phone', { origin: evil })).status).toBe(204);
    expect((await call('POST', 'phone', {})).status).toBe(204);
    expect((await call('GET', 'website', { 'sec-fetch-site': 'none' })).status).toBe(302);
    const counted = await totals();
    expect([counted.website, counted.phone]).toEqual([2, 1]);
  });

  it('counts one view per visitor per day, keeping only a salted hash of the visitor', async () => {
    const log = new RequestLogWriter(t.db);
    const view = (ip: string, userAgent: string) =>
      log.record({
        ip,
        method: 'GET',
        path: `/business/${listing}`,
        statusCode: 200,
        duration: 1,
        referrer: null,
        userAgent,
      });
    for (let i = 0; i < 5; i++) view('85.105.1.2', BROWSER);
    await log.flush();
    // The same visitor again in a later batch of the same day.
    view('85.105.1.2', BROWSER);
    view('85.105.1.2', OTHER_BROWSER);
    view('2a02:ff0::7', BROWSER);
    await log.flush();
    expect((await totals()).view).toBe(3);
    const kept = JSON.stringify(await t.db.selectFrom('listingViewVisitors').selectAll().execute());
    for (const personal of ['85.105', '2a02', 'Android', 'iPhone']) expect(kept).not.toContain(personal);
  });

  it("does not count the owner's own visits, signed in; another signed-in visitor counts", async () => {
    const account = (username: string) =>
      insertRow(t.db, 'users', { username, email: `${username}@example.com`, role: 'owner', passwordHash: 'x' });
    const owner = await account('sahip-sayac');
    const other = await account('baska-kisi');
    const own = await insertBusiness(t.db, 'Sahibinin Lokantası', { status: 'approved', ownerId: owner });
    const log = new RequestLogWriter(t.db);
    const view = (ip: string, viewerId: number | null) =>
      log.record({
        ip,
        method: 'GET',
        path: `/business/${own}`,
        statusCode: 200,
        duration: 1,
        referrer: null,
        userAgent: BROWSER,
        viewerId,
      });
    view('88.1.1.1', owner);
    view('88.1.1.2', owner);
    await log.flush();
    const ownTotals = async () => Object.fromEntries((await listingStats(t.db, own)).map((s) => [s.kind, s.total]));
    expect((await ownTotals()).view ?? 0).toBe(0);
    view('88.1.1.3', other);
    view('88.1.1.4', null);
    await log.flush();
    expect((await ownTotals()).view).toBe(2);
    // The request log keeps the visits themselves, never who was signed in.
    const logged = await t.db.selectFrom('requestLog').selectAll().where('path', '=', `/business/${own}`).execute();
    expect(logged).toHaveLength(4);
    expect(Object.keys(logged[0] ?? {})).not.toContain('viewerId');
  });
});
