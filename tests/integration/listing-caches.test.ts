import { describe, expect, it } from 'vitest';
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { countApprovedBusinesses, listCategoriesWithCounts } from '~/features/directory/categories.server.ts';
import { NO_LIST_OPTIONS } from '~/features/directory/list-options.ts';
import { loadVocabulary } from '~/features/search/search.server.ts';
import { createRegistration } from '~/features/submissions/submissions.server.ts';
import { LISTINGS_VERSION, readChangeCounters, withCounterSnapshot } from '~/lib/db/change-counter.server.ts';
import { withTestDb } from '../support/lifecycle.ts';
import { registrationBody } from '../support/submissions.ts';

const t = withTestDb({ seed: true });

const registration = (name: string) =>
  registrationBody({ businessName: name, services: 'Restoran', website: '', socialMedia: '' });

describe('figures kept until what visitors see changes', () => {
  it('keeps the vocabulary, counts and totals while only pending registrations arrive, and reads them again after an approval', async () => {
    const vocabulary = await loadVocabulary(t.db);
    const categories = await listCategoriesWithCounts(t.db);
    const total = await countApprovedBusinesses(t.db);
    const kahta = await listApprovedBusinesses(t.db, { district: 'Kâhta', limit: 1, offset: 0 });

    const pending = await createRegistration(t.db, registration('Zümrüt Balıkçısı'));
    expect(await loadVocabulary(t.db)).toBe(vocabulary);
    expect(await listCategoriesWithCounts(t.db)).toBe(categories);
    expect(await countApprovedBusinesses(t.db)).toBe(total);

    await t.db.updateTable('businesses').set({ status: 'approved' }).where('id', '=', pending.id).execute();
    expect(await loadVocabulary(t.db)).not.toBe(vocabulary);
    expect((await loadVocabulary(t.db)).holds({ term: 'zumrut', prefix: false })).toBe(true);
    expect(await countApprovedBusinesses(t.db)).toBe(total + 1);
    const after = await listApprovedBusinesses(t.db, { district: 'Kâhta', limit: 1, offset: 0 });
    expect(after.total).toBe(kahta.total + 1);
    const restaurants = (list: typeof categories) => list.find((c) => c.name === pendingCategory)?.businessCount ?? 0;
    const pendingCategory = (
      await t.db.selectFrom('businesses').select('category').where('id', '=', pending.id).executeTakeFirstOrThrow()
    ).category;
    expect(restaurants(await listCategoriesWithCounts(t.db))).toBe(restaurants(categories) + 1);
  });

  it('counts a search again after an approval that it matches', async () => {
    const before = await listApprovedBusinesses(t.db, { q: 'Firuze', limit: 5, offset: 0 });
    const pending = await createRegistration(t.db, registration('Firuze Kebap Salonu'));
    expect((await listApprovedBusinesses(t.db, { q: 'Firuze', limit: 5, offset: 0 })).total).toBe(before.total);
    await t.db.updateTable('businesses').set({ status: 'approved' }).where('id', '=', pending.id).execute();
    const after = await listApprovedBusinesses(t.db, { q: 'Firuze', limit: 5, offset: 0 });
    expect(after.total).toBe(before.total + 1);
    expect(after.businesses.map((b) => b.id)).toContain(pending.id);
  });

  it('gives a page one reading of the counters: a change during its render shows on the next page', async () => {
    const pending = await createRegistration(t.db, registration('Safran Ocakbaşı'));
    const [before = 0] = await readChangeCounters(t.db, [LISTINGS_VERSION]);
    const total = await countApprovedBusinesses(t.db);
    await withCounterSnapshot(async () => {
      expect(await readChangeCounters(t.db, [LISTINGS_VERSION])).toEqual([before]);
      await t.db.updateTable('businesses').set({ status: 'approved' }).where('id', '=', pending.id).execute();
      // The same render goes on with the version it started with, and the figures kept for it.
      expect(await readChangeCounters(t.db, [LISTINGS_VERSION, 'never-bumped'])).toEqual([before, 0]);
      expect(await countApprovedBusinesses(t.db)).toBe(total);
    });
    const [after = 0] = await readChangeCounters(t.db, [LISTINGS_VERSION]);
    expect(after).toBeGreaterThan(before);
    expect(await countApprovedBusinesses(t.db)).toBe(total + 1);
    // Two renders at once each keep their own reading: one that read before another wrote keeps its value.
    const [first, second, again] = await withCounterSnapshot(async () => {
      const read = await readChangeCounters(t.db, [LISTINGS_VERSION]);
      const other = await withCounterSnapshot(async () => {
        await t.db.updateTable('businesses').set({ status: 'rejected' }).where('id', '=', pending.id).execute();
        return readChangeCounters(t.db, [LISTINGS_VERSION]);
      });
      return [read, other, await readChangeCounters(t.db, [LISTINGS_VERSION])];
    });
    expect(first).toEqual([after]);
    expect(again).toEqual([after]);
    expect(second[0]).toBeGreaterThan(after);
  });

  it('keeps the pages of a search and reads them again after a change that moves their order', async () => {
    const ids = (list: { businesses: { id: number }[] }) => list.businesses.map((b) => b.id);
    // In rank-key order (one band: a district) and sorted by rating (a search).
    const lists = [
      { district: 'Kâhta' as const, sort: 'ilgi' as const },
      { q: 'kebap', sort: 'puan' as const },
    ];
    for (const { sort, ...filters } of lists) {
      const options = { ...filters, limit: 3, offset: 0, list: { ...NO_LIST_OPTIONS, sort } };
      const page = await listApprovedBusinesses(t.db, options);
      expect(ids(await listApprovedBusinesses(t.db, options))).toEqual(ids(page));
      const open = (await listApprovedBusinesses(t.db, { ...options, limit: 50 })).businesses.filter(
        (b) => b.closure === null,
      );
      const last = open.at(-1);
      expect(open.length).toBeGreaterThan(3);
      await t.db
        .updateTable('businesses')
        .set({ rating: 5, reviewCount: 10_000, subscriptionTier: 'premium', isFeatured: 1 })
        .where('id', '=', last?.id as number)
        .execute();
      expect(ids(await listApprovedBusinesses(t.db, options))[0]).toBe(last?.id);
    }
  });
});
