import { describe, expect, it } from 'vitest';
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { countApprovedBusinesses, listCategoriesWithCounts } from '~/features/directory/categories.server.ts';
import { loadVocabulary } from '~/features/directory/search.server.ts';
import { createRegistration } from '~/features/submissions/submissions.server.ts';
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
});
