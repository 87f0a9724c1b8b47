import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVORITES_MAX } from '~/features/favorites/messages.ts';
import { listLandingPages } from '~/features/landing/landing.server.ts';
import { LANDING_MAX_PAGES, LANDING_PAGE_SIZE, turkishList } from '~/features/landing/landing.ts';
import * as favoritesRoute from '~/pages/api/favorites.ts';
import { callEndpoint } from '../support/api.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ seed: true });
});
afterAll(async () => {
  await t.cleanup();
});

async function approvedCount(district: string | null, category: string | null): Promise<number> {
  let query = t.db
    .selectFrom('businesses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'approved');
  if (district) query = query.where('district', '=', district);
  if (category) query = query.where('category', '=', category);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describe('landing pages', () => {
  it('has one page set per district and per district × category with listings, each page of its own businesses', async () => {
    const pages = await listLandingPages(t.db, 'district');
    const kahta = pages.find((p) => p.rest === 'kahta');
    expect(kahta?.total).toBe(await approvedCount('Kâhta', null));
    expect(kahta?.intro).toContain(`Kâhta’da ${kahta?.total} işletme listeleniyor.`);
    expect(kahta?.businesses.every((b) => b.district === 'Kâhta')).toBe(true);
    const combos = pages.filter((p) => p.rest.startsWith('kahta/') && !p.rest.includes('sayfa'));
    expect(combos.length).toBeGreaterThan(0);
    for (const combo of combos) {
      expect(combo.total).toBeGreaterThan(0);
      const category = combo.crumbs.at(-1)?.name ?? '';
      expect(combo.total).toBe(await approvedCount('Kâhta', category));
      expect(combo.businesses.every((b) => b.district === 'Kâhta' && b.category === category)).toBe(true);
    }
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  });

  it('cuts a landing into pages of LANDING_PAGE_SIZE, never more than LANDING_MAX_PAGES', async () => {
    const pages = await listLandingPages(t.db, 'category');
    const restaurants = pages.filter((p) => p.rest === 'restoranlar' || p.rest.startsWith('restoranlar/'));
    const total = await approvedCount(null, 'Restoranlar');
    expect(restaurants[0]?.total).toBe(total);
    expect(restaurants.length).toBe(Math.min(Math.ceil(total / LANDING_PAGE_SIZE), LANDING_MAX_PAGES));
    expect(restaurants[0]?.businesses.length).toBe(Math.min(total, LANDING_PAGE_SIZE));
    if (restaurants.length > 1) expect(restaurants[1]?.path).toBe('/kategori/restoranlar/sayfa/2');
  });

  it('joins names the Turkish way', () => {
    expect(turkishList(['Merkez'])).toBe('Merkez');
    expect(turkishList(['Merkez', 'Kâhta', 'Besni'])).toBe('Merkez, Kâhta ve Besni');
  });
});

describe('POST /api/favorites', () => {
  const post = (body: unknown, bearer?: string) =>
    callEndpoint(favoritesRoute.POST, '/api/favorites', { body, bearer });

  it('without an account returns the listed ones and writes nothing', async () => {
    const res = await post({ ids: [2, 999_999, 1] });
    expect(res.status).toBe(200);
    expect(res.json.signedIn).toBe(false);
    expect(res.json.businesses.map((b: { id: number }) => b.id)).toEqual([2, 1]);
    const rows = await t.db.selectFrom('favorites').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it("merges the device's favourites into a signed-in account and removes those taken off", async () => {
    const user = await signedInUser(t.db, 'user');
    await t.db.insertInto('favorites').values({ userId: user.id, businessId: 5 }).execute();
    const merged = await post({ ids: [3, 5, 999_999] }, user.token);
    expect(merged.json.signedIn).toBe(true);
    expect([...merged.json.ids].sort()).toEqual([3, 5]);
    const again = await post({ ids: [3], removed: [5] }, user.token);
    expect(again.json.ids).toEqual([3]);
  });

  it('refuses bad input with a Turkish message', async () => {
    const res = await post({ ids: ['x'] });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Geçersiz işletme numarası.');
    const tooMany = await post({ ids: Array.from({ length: FAVORITES_MAX + 1 }, (_, i) => i + 1) });
    expect(tooMany.status).toBe(400);
  });
});
