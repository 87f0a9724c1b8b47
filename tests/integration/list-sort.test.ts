import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { readListOptions } from '~/features/directory/list-options.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// Sorted lists take one of three ways (the sort's index alone, the index walked keeping matches, the
// matches read and sorted); each must give the page the plain SQL order gives.

let t: TestDb;
const NAMES = ['Çınar', 'Işık', 'İpek', 'Öz', 'Şifa', 'Ünal', 'Cennet', 'Gül', 'Ilgaz', 'Sedir', 'Ağaç', 'Zeytin'];

beforeAll(async () => {
  t = await createTestDb();
  await t.db.transaction().execute(async (trx) => {
    for (let i = 0; i < 1400; i++) {
      await trx
        .insertInto('businesses')
        .values({
          name: `${NAMES[i % NAMES.length]} ${i % 3 === 0 ? 'Fırın' : 'Lokanta'} ${i}`,
          category: 'Restoranlar',
          address: 'Atatürk Bulvarı No:1, Merkez/Adıyaman',
          status: i % 50 === 7 ? 'pending' : 'approved',
          paymentOptions: JSON.stringify(i % 4 === 0 ? ['Nakit'] : ['Nakit', 'Kredi Kartı']),
          rating: (i % 20) / 4,
          reviewCount: i % 13,
          closure: i % 97 === 5 ? 'closed_temporarily' : null,
        })
        .execute();
    }
  });
});
afterAll(async () => t.cleanup());

/** The page as plain SQL orders it, for the businesses `where` keeps. */
async function expected(where: ReturnType<typeof sql.raw>, order: string, offset: number) {
  const { rows } = await sql<{ id: number }>`select id from businesses b where status = 'approved' and ${where}
    order by closed_rank, ${sql.raw(order)} limit 20 offset ${offset}`.execute(t.db);
  return rows.map((r) => r.id);
}

const listed = async (query: string, offset: number) => {
  const params = new URLSearchParams(query);
  const list = readListOptions(params).options;
  const result = await listApprovedBusinesses(t.db, { q: params.get('q') ?? undefined, list, limit: 20, offset });
  return { ids: result.businesses.map((b) => b.id), total: result.total };
};

const CARD = sql.raw(`payment_options like '%Kredi Kartı%'`);
const ALL = sql.raw('1 = 1');
const FIRIN = sql.raw(`name like '%Fırın%' and payment_options like '%Kredi Kartı%'`);

describe('sorted lists', () => {
  const cases: [string, string, ReturnType<typeof sql.raw>, string][] = [
    ['every listing by name (the index alone)', 'sirala=ad', ALL, 'name_order, id'],
    ['by name, paying by card (the index walked: many matches)', 'sirala=ad&odeme=kredi-karti', CARD, 'name_order, id'],
    ['by rating, paying by card', 'sirala=puan&odeme=kredi-karti', CARD, 'rating desc, review_count desc, id'],
    ['newest, paying by card', 'sirala=yeni&odeme=kredi-karti', CARD, 'created_at desc, id desc'],
    [
      'by name, a word and paying by card (few matches, read and sorted)',
      'q=fırın&sirala=ad&odeme=kredi-karti',
      FIRIN,
      'name_order, id',
    ],
  ];
  for (const [what, query, where, order] of cases) {
    it(`${what}: the pages of plain SQL, closed listings last`, async () => {
      for (const offset of [0, 40, 300]) {
        expect((await listed(query, offset)).ids).toEqual(await expected(where, order, offset));
      }
    });
  }

  it('takes both ways for these cases: many matches walk the index, few are read', async () => {
    expect((await listed('sirala=ad&odeme=kredi-karti', 0)).total).toBeGreaterThanOrEqual(1000);
    expect((await listed('q=fırın&sirala=ad&odeme=kredi-karti', 0)).total).toBeLessThan(1000);
  });
});

describe('sorting by name', () => {
  it('follows the Turkish alphabet on either engine: ç after c, ğ after g, ı before i, ö, ş, ü', async () => {
    const alphabet = [
      'Ağaç',
      'Cennet',
      'Çınar',
      'Gül',
      'Ilgaz',
      'Işık',
      'İpek',
      'Öz',
      'Sedir',
      'Şifa',
      'Ünal',
      'Zeytin',
    ];
    const { rows } = await sql<{ name: string }>`select name from businesses order by name_order, id`.execute(t.db);
    const places = rows.map((r) => alphabet.indexOf(r.name.split(' ')[0] as string));
    expect(places.slice(1).every((place, i) => place >= (places[i] as number))).toBe(true);
    expect(new Set(places).size).toBe(alphabet.length);
  });
});
