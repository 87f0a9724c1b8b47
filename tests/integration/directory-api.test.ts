import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicBusiness } from '~/features/directory/business.ts';
import { findApprovedBusinessById, listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { countApprovedBusinesses } from '~/features/directory/categories.server.ts';
import { BUSINESS_QUERY_MSG } from '~/features/directory/schema.ts';
import { foldTr } from '~/lib/text.ts';
import * as businessRoute from '~/pages/api/businesses/[id].ts';
import * as listRoute from '~/pages/api/businesses/index.ts';
import * as categoriesRoute from '~/pages/api/categories.ts';
import * as subcategoriesRoute from '~/pages/api/subcategories.ts';
import { callEndpoint } from '../support/api.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
const ids: Record<string, number> = {};

async function insertBusiness(values: Record<string, unknown>): Promise<number> {
  const row = await t.db
    .insertInto('businesses')
    .values({ name: 'X', category: 'Restoranlar', address: 'Adres', status: 'approved', ...values } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const list = async (query: string) => {
  const res = await callEndpoint(listRoute.GET, `/api/businesses${query}`);
  expect(res.status).toBe(200);
  return res.json as { businesses: PublicBusiness[]; total: number };
};
const namesOf = (r: { businesses: PublicBusiness[] }) => r.businesses.map((b) => b.name);

beforeAll(async () => {
  t = await createTestDb({ seed: true });
  ids.cigKofte = await insertBusiness({
    name: 'Zırhlı Çiğ Köfte Evi',
    district: 'Kâhta',
    address: 'Fatih Mah. Kâhta/Adıyaman',
    rating: 4,
  });
  ids.pending = await insertBusiness({
    name: 'Gizli Bekleyen Zırhlı Lokanta',
    status: 'pending',
    district: 'Kâhta',
    ownerEmail: 'sahip@ornek.com',
    taxId: '1234567890',
  });
  ids.rejected = await insertBusiness({
    name: 'Reddedilen Zırhlı Kebap',
    status: 'rejected',
    district: 'Kâhta',
    rejectionReason: 'Eksik',
  });
  ids.premium = await insertBusiness({
    name: 'Zırhlı Premium Sofrası',
    subscriptionTier: 'premium',
    district: 'Kâhta',
    rating: 3,
    isFeatured: 1,
    ownerEmail: 'gizli@ornek.com',
    ownerPhone: '05320000000',
    taxId: '1111111111',
  });
});
afterAll(async () => t.cleanup());

describe('GET /api/businesses', () => {
  it('returns approved businesses with the total, the DTO parsed and private fields hidden', async () => {
    const res = await list('?limit=500');
    expect(res.total).toBe(await countApprovedBusinesses(t.db));
    expect(res.businesses.length).toBe(res.total);
    const premium = res.businesses.find((b) => b.id === ids.premium)!;
    expect(premium.isFeatured).toBe(true);
    expect(premium.isVerified).toBe(false);
    expect(premium.languages).toEqual(['Türkçe']);
    expect(premium.photos).toEqual([]);
    for (const key of ['ownerEmail', 'ownerPhone', 'taxId', 'rejectionReason', 'ownerName'])
      expect(premium).not.toHaveProperty(key);
    const seeded = res.businesses.find((b) => b.workingHours)!;
    expect(typeof seeded.workingHours).toBe('object');
    expect(Array.isArray(seeded.paymentOptions)).toBe(true);
  });

  it.each([
    '?limit=500',
    '?q=zirhli',
    '?district=kahta&limit=500',
    '?category=Restoranlar&limit=500',
    '?featured=true&limit=500',
  ])('never lists pending or rejected businesses, with or without search: %s', async (query) => {
    const found = (await list(query)).businesses.map((b) => b.id);
    expect(found).not.toContain(ids.pending);
    expect(found).not.toContain(ids.rejected);
  });

  it('counts only the approved businesses in the total', async () => {
    const all = await list('?limit=500');
    const approved = await t.db.selectFrom('businesses').select('id').where('status', '=', 'approved').execute();
    expect(all.total).toBe(approved.length);
  });

  it('ranks premium businesses first when nothing is searched', async () => {
    const res = await list('?limit=500');
    const tiers = res.businesses.map((b) => b.subscriptionTier);
    const firstNonPremium = tiers.findIndex((x) => x !== 'premium');
    expect(tiers.slice(firstNonPremium).includes('premium')).toBe(false);
    const firstFree = tiers.findIndex((x) => x !== 'premium' && x !== 'standard');
    expect(tiers.slice(firstFree).some((x) => x === 'standard')).toBe(false);
  });

  it("finds the same set for 'kahta', 'KÂHTA' and 'Kâhta'", async () => {
    const a = await list('?q=kahta');
    const b = await list(`?q=${encodeURIComponent('KÂHTA')}`);
    const c = await list(`?q=${encodeURIComponent('Kâhta')}`);
    expect(a.total).toBeGreaterThan(1);
    expect(b.businesses.map((x) => x.id).sort()).toEqual(a.businesses.map((x) => x.id).sort());
    expect(c.businesses.map((x) => x.id).sort()).toEqual(a.businesses.map((x) => x.id).sort());
  });

  it("'cig kofte' finds 'Çiğ Köfte' and ranks name matches first", async () => {
    const res = await list('?q=cig%20kofte');
    expect(namesOf(res)).toContain('Zırhlı Çiğ Köfte Evi');
    const firstNonName = res.businesses.findIndex((b) => !foldTr(b.name).includes('cig kofte'));
    if (firstNonName >= 0)
      expect(res.businesses.slice(firstNonName).some((b) => foldTr(b.name).includes('cig kofte'))).toBe(false);
  });

  it("'adiyaman' and 'ADIYAMAN' find businesses spelled 'Adıyaman'", async () => {
    const res = await list('?q=adiyaman&limit=5');
    expect(res.total).toBeGreaterThan(0);
    expect(res.businesses.every((b) => /Adıyaman/.test(`${b.name} ${b.address} ${b.description}`))).toBe(true);
    expect((await list('?q=ADIYAMAN&limit=5')).total).toBe(res.total);
  });

  it("matches prefixes: 'kah' finds Kâhta businesses", async () => {
    const res = await list('?q=kah&limit=500');
    expect(res.businesses.some((b) => b.district === 'Kâhta')).toBe(true);
  });

  it('treats FTS syntax in the text as plain words', async () => {
    for (const q of ['"', 'NEAR(a b)', 'name:kebap', '*', 'a OR b', '-kebap', '(']) {
      const res = await callEndpoint(listRoute.GET, `/api/businesses?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    }
  });

  it('combines filters with AND', async () => {
    const res = await list(`?category=Restoranlar&district=${encodeURIComponent('Kâhta')}&featured=true&limit=500`);
    expect(res.total).toBeGreaterThan(0);
    expect(res.businesses.every((b) => b.category === 'Restoranlar' && b.district === 'Kâhta' && b.isFeatured)).toBe(
      true,
    );
    expect(res.businesses.map((b) => b.id)).toContain(ids.premium);

    const withText = await list('?q=zirhli&district=kahta&category=Restoranlar');
    expect(withText.businesses.map((b) => b.id).sort()).toEqual([ids.cigKofte, ids.premium].sort());

    const sub = await list('?subcategory=cig-kofteciler&district=Merkez&limit=500');
    expect(sub.businesses.every((b) => b.subcategorySlug === 'cig-kofteciler' && b.district === 'Merkez')).toBe(true);
    const subAll = await list('?subcategory=cig-kofteciler&limit=500');
    expect(subAll.total).toBeGreaterThanOrEqual(sub.total);
  });

  it('accepts any spelling of a district and of a category', async () => {
    const a = await list('?district=Kâhta&limit=500'.replace('â', '%C3%A2'));
    const b = await list('?district=KAHTA&limit=500');
    expect(a.total).toBeGreaterThan(0);
    expect(b.total).toBe(a.total);
    expect((await list('?category=restoranlar&limit=500')).total).toBe(
      (await list('?category=Restoranlar&limit=500')).total,
    );
    expect((await list('?category=Bilinmeyen&limit=500')).total).toBe(0);
  });

  it('pages with limit and offset and keeps the total', async () => {
    const first = await list('?limit=10&offset=0');
    const second = await list('?limit=10&offset=10');
    expect(first.businesses).toHaveLength(10);
    expect(second.total).toBe(first.total);
    expect(second.businesses[0]!.id).not.toBe(first.businesses[0]!.id);
    const beyond = await list('?limit=10&offset=100000');
    expect(beyond.businesses).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('pages a text search across name matches and other matches without gaps or repeats', async () => {
    const whole = await list('?q=kebap&limit=500');
    expect(whole.total).toBe(whole.businesses.length);
    const nameHits = whole.businesses.filter((b) => foldTr(b.name).includes('kebap')).length;
    expect(nameHits).toBeGreaterThan(0);
    expect(nameHits).toBeLessThan(whole.total);
    const paged: number[] = [];
    for (let offset = 0; offset < whole.total; offset += 3) {
      const page = await list(`?q=kebap&limit=3&offset=${offset}`);
      expect(page.total).toBe(whole.total);
      paged.push(...page.businesses.map((b) => b.id));
    }
    expect(paged).toEqual(whole.businesses.map((b) => b.id));
  });

  it('re-ranks a business at once when its tier, featured flag or rating changes', async () => {
    const id = await insertBusiness({ name: 'Sıralama Deneme Yufkacısı', district: 'Tut', rating: 1 });
    const before = (await list('?district=Tut')).businesses.map((b) => b.id);
    // Below every rated business (seeded businesses without reviews have no rating, so not necessarily last).
    expect(before.indexOf(id)).toBeGreaterThan(0);
    await t.db
      .updateTable('businesses')
      .set({ subscriptionTier: 'premium', rating: 5, isFeatured: 1 })
      .where('id', '=', id)
      .execute();
    const after = (await list('?district=Tut')).businesses.map((b) => b.id);
    expect(after[0]).toBe(id);
    expect(after).toHaveLength(before.length);
  });

  it('does not match the province name in addresses, only where it says something', async () => {
    const id = await insertBusiness({ name: 'Yöresel Tatlar', address: 'Yeni Mah. Atatürk Bulvarı, Merkez/Adıyaman' });
    expect((await list('?q=adiyaman&limit=500')).businesses.map((b) => b.id)).not.toContain(id);
    expect((await list('?q=ataturk&limit=500')).businesses.map((b) => b.id)).toContain(id);
  });

  it('ignores unknown parameters', async () => {
    const res = await list('?limit=3&_=1712345678&foo=bar');
    expect(res.businesses).toHaveLength(3);
  });

  it.each([
    ['?limit=0', BUSINESS_QUERY_MSG.limit],
    ['?limit=501', BUSINESS_QUERY_MSG.limit],
    ['?limit=abc', BUSINESS_QUERY_MSG.limit],
    ['?limit=2.5', BUSINESS_QUERY_MSG.limit],
    ['?offset=-1', BUSINESS_QUERY_MSG.offset],
    ['?district=Ankara', BUSINESS_QUERY_MSG.district],
    ['?featured=yes', BUSINESS_QUERY_MSG.featured],
  ])('rejects %s with 400 and a Turkish message', async (query, message) => {
    const res = await callEndpoint(listRoute.GET, `/api/businesses${query}`);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(message);
    expect(res.json.issues[0].message).toBe(message);
  });
});

describe('GET /api/businesses/{id}', () => {
  it('returns an approved business', async () => {
    const res = await callEndpoint(businessRoute.GET, `/api/businesses/${ids.premium}`, {
      params: { id: String(ids.premium) },
    });
    expect(res.status).toBe(200);
    expect(res.json.name).toBe('Zırhlı Premium Sofrası');
    expect(res.json).not.toHaveProperty('taxId');
    expect(res.json).not.toHaveProperty('ownerPhone');
  });

  it.each([['pending'], ['rejected'], ['missing'], ['abc'], ['0']])('answers 404 for a %s id', async (kind) => {
    const id =
      kind === 'pending'
        ? String(ids.pending)
        : kind === 'rejected'
          ? String(ids.rejected)
          : kind === 'missing'
            ? '999999'
            : kind;
    const res = await callEndpoint(businessRoute.GET, `/api/businesses/${id}`, { params: { id } });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('İşletme Bulunamadı');
  });

  it('drops a business from search and detail when it stops being approved, and shows it once approved', async () => {
    const id = await insertBusiness({ name: 'Geçici Yıldırım Börekçisi' });
    expect((await list('?q=yildirim%20borek')).total).toBe(1);
    await t.db.updateTable('businesses').set({ status: 'rejected' }).where('id', '=', id).execute();
    // The words relax to what they still find (other börek places), never the rejected one.
    expect((await list('?q=yildirim%20borek')).businesses.map((b) => b.id)).not.toContain(id);
    expect(await findApprovedBusinessById(t.db, id)).toBeNull();
    await t.db
      .updateTable('businesses')
      .set({ status: 'approved', name: 'Geçici Yıldırım Börekçisi 2' })
      .where('id', '=', id)
      .execute();
    expect((await listApprovedBusinesses(t.db, { q: 'yildirim borekcisi', limit: 10, offset: 0 })).total).toBe(1);
    await t.db.deleteFrom('businesses').where('id', '=', id).execute();
    expect((await list('?q=yildirim')).total).toBe(0);
  });
});

describe('GET /api/categories and /api/subcategories', () => {
  it('lists categories with live counts of approved businesses only', async () => {
    const res = await callEndpoint(categoriesRoute.GET, '/api/categories');
    expect(res.status).toBe(200);
    const categories = res.json.categories as { name: string; businessCount: number }[];
    expect(categories).toHaveLength(17);
    const restaurants = categories.find((c) => c.name === 'Restoranlar')!;
    expect(restaurants.businessCount).toBe((await list('?category=Restoranlar&limit=500')).total);
  });

  it('lists subcategories with id, categoryId, name and slug', async () => {
    const res = await callEndpoint(subcategoriesRoute.GET, '/api/subcategories');
    expect(res.status).toBe(200);
    const sub = (res.json.subcategories as { slug: string; categoryId: number; name: string; id: number }[]).find(
      (s) => s.slug === 'cig-kofteciler',
    )!;
    expect(sub.name).toBe('Çiğ Köfteciler');
    expect(typeof sub.categoryId).toBe('number');
  });
});
