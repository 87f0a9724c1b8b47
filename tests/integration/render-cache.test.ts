import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MSG, reviewSentPath } from '~/features/reviews/messages.ts';
import { SESSION_COOKIE } from '~/lib/constants.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import * as approveBusiness from '~/pages/api/businesses/[id]/approve.ts';
import * as rejectBusiness from '~/pages/api/businesses/[id]/reject.ts';
import * as reviewsRoute from '~/pages/api/businesses/[id]/reviews.ts';
import * as decideReview from '~/pages/api/reviews/[id]/[decision].ts';
import BusinessPage from '~/pages/business/[id].astro';
import BusinessesPage from '~/pages/businesses.astro';
import HomePage from '~/pages/index.astro';
import { callEndpoint } from '../support/api.ts';
import { type PageServer, send, servePages } from '../support/pages.ts';
import { insertBusiness } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// The site server's on-demand path over the real pages: they render in Astro's container the way
// the built handler renders them, and answer through serveOnDemand with a real render cache.

let t: TestDb;
let adminToken: string;
let server: PageServer;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestDb({ seed: true });
  adminToken = (await signedInUser(t.db, 'admin')).token;
  server = await servePages(t.db, (url) => {
    const business = /^\/business\/(\d+)$/.exec(url.pathname);
    if (business) return { page: BusinessPage, params: { id: business[1] } };
    return { page: url.pathname === '/businesses' ? BusinessesPage : HomePage };
  });
  const rows = await t.db
    .selectFrom('businesses')
    .select('id')
    .where('status', '=', 'approved')
    .orderBy('id')
    .limit(3)
    .execute();
  ids.push(...rows.map((r) => r.id));
});
afterAll(async () => {
  server.close();
  await t.cleanup();
});

/** A page as a browser that takes br and gzip gets it: the body unpacked, `wire` its size as sent. */
async function get(path: string, headers: Record<string, string> = {}) {
  const answer = await send(`${server.base}${path}`, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
  const encoding = answer.headers['content-encoding'];
  const { raw } = answer;
  const body = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
  return {
    status: answer.status,
    cache: answer.cache,
    encoding,
    vary: String(answer.headers.vary ?? ''),
    wire: raw.length,
    body: body.toString('utf8'),
  };
}

/** Requests each page until it is kept, so the next request of each is a hit while nothing changed. */
async function warm(paths: string[]): Promise<void> {
  for (const path of paths) {
    await get(path);
    expect((await get(path)).cache, path).toBe('HIT');
  }
}

async function cacheStates(paths: string[]): Promise<Record<string, string | undefined>> {
  const states: Record<string, string | undefined> = {};
  for (const path of paths) states[path] = (await get(path)).cache;
  return states;
}

const addPending = (name: string) => insertBusiness(t.db, name, { subscriptionTier: 'premium', isFeatured: 1 });

const pages = () => ({ a: `/business/${ids[0]}`, b: `/business/${ids[1]}`, list: '/businesses', home: '/' });

describe('render cache', () => {
  it('keeps a public page and serves the same page again', async () => {
    const { a } = pages();
    const first = await get(a);
    const second = await get(a);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    expect(second.cache).toBe('HIT');
    expect(second.body).toBe(first.body);
  });

  it('an approval shows on the listings and the home page at once, other business pages stay kept', async () => {
    const { a, b, list, home } = pages();
    const id = await addPending('Kâhta Sofrası Öne Çıkan');
    await warm([a, b, list, home]);
    expect((await get(list)).body).not.toContain('Kâhta Sofrası Öne Çıkan');
    const approved = await callEndpoint(approveBusiness.POST, `/api/businesses/${id}/approve`, {
      method: 'POST',
      params: { id: String(id) },
      bearer: adminToken,
    });
    expect(approved.status).toBe(200);
    expect(await cacheStates([a, b])).toEqual({ [a]: 'HIT', [b]: 'HIT' });
    const listing = await get(list);
    expect(listing.cache).toBe('MISS');
    expect(listing.body).toContain('Kâhta Sofrası Öne Çıkan');
    const front = await get(home);
    expect(front.cache).toBe('MISS');
    expect(front.body).toContain('Kâhta Sofrası Öne Çıkan');
  });

  it('a pending submission and its rejection change no page', async () => {
    const { a, b, list, home } = pages();
    await warm([a, b, list, home]);
    const id = await addPending('Reddedilecek Lokanta');
    const rejected = await callEndpoint(rejectBusiness.POST, `/api/businesses/${id}/reject`, {
      method: 'POST',
      params: { id: String(id) },
      bearer: adminToken,
      body: {},
    });
    expect(rejected.status).toBe(200);
    expect(await cacheStates([a, b, list, home])).toEqual({ [a]: 'HIT', [b]: 'HIT', [list]: 'HIT', [home]: 'HIT' });
  });

  it('an approved edit shows on its page and the listings; other business pages stay kept', async () => {
    const { a, b, list } = pages();
    await warm([a, b, list]);
    await t.db.updateTable('businesses').set({ name: 'Yeni Adıyla Lokanta' }).where('id', '=', ids[0]!).execute();
    const page = await get(a);
    expect(page.cache).toBe('MISS');
    expect(page.body).toContain('Yeni Adıyla Lokanta');
    expect((await get(b)).cache).toBe('HIT');
    expect((await get(list)).cache).toBe('MISS');
  });

  it('a new review shows on its business page once approved, and leaves it once rejected', async () => {
    await resetRateLimits();
    const { a, b } = pages();
    await warm([a, b]);
    const sent = await callEndpoint(reviewsRoute.POST, `/api/businesses/${ids[0]}/reviews`, {
      body: { rating: 5, comment: 'Kuzu tandırı çok güzeldi, tavsiye ederim.', authorName: 'Ayşe' },
      params: { id: String(ids[0]) },
    });
    expect(sent.status).toBe(201);
    const reviewId = String(sent.json.review.id);
    // Pending: nobody sees it yet, the page stays kept.
    expect(await cacheStates([a, b])).toEqual({ [a]: 'HIT', [b]: 'HIT' });

    const moderate = (decision: 'approve' | 'reject') =>
      callEndpoint(decideReview.POST, `/api/reviews/${reviewId}/${decision}`, {
        method: 'POST',
        params: { id: reviewId, decision },
        bearer: adminToken,
      });
    expect((await moderate('approve')).status).toBe(200);
    const shown = await get(a);
    expect(shown.cache).toBe('MISS');
    expect(shown.body).toContain('Kuzu tandırı çok güzeldi');
    expect((await get(b)).cache).toBe('HIT');

    await warm([a]);
    expect((await moderate('reject')).status).toBe(200);
    const hidden = await get(a);
    expect(hidden.cache).toBe('MISS');
    expect(hidden.body).not.toContain('Kuzu tandırı çok güzeldi');
    expect((await get(b)).cache).toBe('HIT');
  });

  it('never reads or keeps a page for a signed-in request', async () => {
    const path = `/business/${ids[2]}`;
    const cookie = `${SESSION_COOKIE}=${adminToken}`;
    const signedIn = await get(path, { cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.cache).toBeUndefined();
    // Nothing was kept for the signed-in request: the first anonymous one renders.
    expect((await get(path)).cache).toBe('MISS');
    expect((await get(path)).cache).toBe('HIT');
    // A kept page is not handed to a signed-in request either.
    expect((await get(path, { cookie })).cache).toBeUndefined();
    expect((await get(path, { authorization: `Bearer ${adminToken}` })).cache).toBeUndefined();
  });

  it('a page with a form answer is not kept', async () => {
    const path = reviewSentPath(ids[1] as number).split('#')[0] as string;
    const first = await get(path);
    expect(first.body).toContain(REVIEW_MSG.successTitle);
    expect(first.cache).toBeUndefined();
    expect((await get(path)).cache).toBeUndefined();
  });

  it('compressed and uncompressed bodies are the same page once decoded, kept or rendered', async () => {
    const { a, list } = pages();
    await t.db.updateTable('businesses').set({ description: 'Yeniden çizildi.' }).where('id', '=', ids[0]!).execute();
    for (const path of [a, list]) {
      const rendered = await get(path, { 'accept-encoding': 'gzip' });
      const br = await get(path, { 'accept-encoding': 'br' });
      const gzip = await get(path, { 'accept-encoding': 'gzip' });
      const plain = await get(path, { 'accept-encoding': 'identity' });
      expect([rendered.encoding, br.encoding, gzip.encoding, plain.encoding]).toEqual([
        'gzip',
        'br',
        'gzip',
        undefined,
      ]);
      expect(br.cache).toBe('HIT');
      for (const page of [rendered, br, gzip]) {
        expect(page.body).toBe(plain.body);
        expect(page.vary).toMatch(/accept-encoding/i);
        expect(page.wire).toBeLessThan(plain.wire / 3);
      }
    }
  });
});
