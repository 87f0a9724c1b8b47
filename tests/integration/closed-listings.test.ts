import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { readListOptions } from '~/features/directory/list-options.ts';
import * as tapRoute from '~/pages/api/businesses/[id]/git/[kind].ts';
import BusinessPage from '~/pages/business/[id].astro';
import BusinessesPage from '~/pages/businesses.astro';
import { callEndpoint } from '../support/api.ts';
import { type Page, renderHtml } from '../support/pages.ts';
import { insertBusiness } from '../support/rows.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// A listing closed for good (or for now) ranks after every open one in every list, even for the query
// of its own name, and offers no call: no `tel:` link and no WhatsApp on its card or its page.

let t: TestDb;
let closedForGood: number;
let closedForNow: number;
let open: number[];
const CLOSED_PHONE = '0416 000 00 99';

beforeAll(async () => {
  t = await createTestDb();
  const approved = { status: 'approved', category: 'Restoranlar' } as const;
  // The closed one has the best tier, rating and name match: only its closure may put it last.
  closedForGood = await insertBusiness(t.db, 'Çiğ Köfte', {
    ...approved,
    subscriptionTier: 'premium',
    isFeatured: 1,
    rating: 5,
    reviewCount: 90,
    phone: CLOSED_PHONE,
    whatsappNumber: '0532 000 00 99',
    closure: 'closed_permanently',
  });
  closedForNow = await insertBusiness(t.db, 'Çiğ Köfteci Nuri', {
    ...approved,
    rating: 4.8,
    reviewCount: 40,
    phone: '0416 000 00 98',
    closure: 'closed_temporarily',
  });
  open = [
    await insertBusiness(t.db, 'Kahta Çiğ Köftecisi', { ...approved, rating: 3, phone: '0416 111 11 11' }),
    await insertBusiness(t.db, 'Lezzet Dürüm', {
      ...approved,
      rating: 4,
      description: 'Dürüm ve çiğ köfte',
      phone: '0416 222 22 22',
    }),
    await insertBusiness(t.db, 'Tadım Büfe', {
      ...approved,
      description: 'Ayran, çiğköfte, lahmacun',
      phone: '0416 333 33 33',
      closure: 'moved',
    }),
  ];
});
afterAll(async () => t.cleanup());

const listed = async (query: string, page = { limit: 20, offset: 0 }) => {
  const params = new URLSearchParams(query);
  const list = readListOptions(params).options;
  const result = await listApprovedBusinesses(t.db, { q: params.get('q') ?? undefined, list, ...page });
  return result.businesses.map((b) => b.id);
};

const render = (page: Page, url: string, params: Record<string, string> = {}) => renderHtml(page, url, { params });

describe('closed listings rank last', () => {
  it("a listing closed for good ranks after every open one for its own name's query, closed for now before it", async () => {
    const ids = await listed('q=çiğ köfte');
    expect(ids.slice(0, open.length).sort()).toEqual([...open].sort());
    expect(ids.slice(open.length)).toEqual([closedForNow, closedForGood]);
  });

  it('keeps that order across pages, in every sort and without a query', async () => {
    const paged = [
      ...(await listed('q=çiğ köfte', { limit: 2, offset: 0 })),
      ...(await listed('q=çiğ köfte', { limit: 2, offset: 2 })),
      ...(await listed('q=çiğ köfte', { limit: 2, offset: 4 })),
    ];
    expect(paged).toEqual(await listed('q=çiğ köfte'));
    for (const query of ['', 'sirala=puan', 'sirala=ad', 'sirala=yeni', 'q=çiğ köfte&sirala=puan']) {
      expect((await listed(query)).slice(-2), query).toEqual([closedForNow, closedForGood]);
    }
  });
});

describe('closed listings offer no call', () => {
  it('their card in the list has no tel: link, the open ones keep theirs', async () => {
    const html = await render(BusinessesPage, `/businesses?q=${encodeURIComponent('çiğ köfte')}`);
    expect(html).toContain('tel:04161111111');
    expect(html).toContain('Çiğ Köfteci Nuri');
    expect(html).not.toContain('tel:04160000099');
    expect(html).not.toContain('tel:04160000098');
  });

  it('their page has no tel: link and no WhatsApp, and their tap links lead nowhere', async () => {
    const html = await render(BusinessPage, `/business/${closedForGood}`, { id: String(closedForGood) });
    expect(html).toContain('Kalıcı olarak kapandı');
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('/git/phone');
    expect(html).not.toContain('/git/whatsapp');
    for (const kind of ['phone', 'whatsapp']) {
      const tap = await callEndpoint(tapRoute.GET, `/api/businesses/${closedForGood}/git/${kind}`, {
        params: { id: String(closedForGood), kind },
      });
      expect(tap.status, kind).toBe(404);
    }
    const openPage = await render(BusinessPage, `/business/${open[0]}`, { id: String(open[0]) });
    expect(openPage).toContain('tel:04161111111');
  });
});
