import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { NO_LIST_OPTIONS } from '~/features/directory/list-options.ts';
import { listMapPoints } from '~/features/map/list-map.server.ts';
import { insertBusiness } from '../support/rows.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// A list's map shows every match, not only the page of twenty the list shows, each with what its popup
// says: name, rating, open now.

let t: TestDb;
const ALWAYS = JSON.stringify(
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, '24 Saat']),
  ),
);

beforeAll(async () => {
  t = await createTestDb();
  for (let i = 0; i < 27; i++) {
    await insertBusiness(t.db, `Harita Lokantası ${i}`, {
      status: 'approved',
      district: 'Merkez',
      rating: 4,
      workingHours: ALWAYS,
      holidayMode: 'open',
    });
  }
  await insertBusiness(t.db, 'Başka İlçe Fırını', { status: 'approved', district: 'Besni', category: 'Fırınlar' });
});
afterAll(async () => t.cleanup());

describe('the list map', () => {
  it('carries every match of the list, with rating and open now, while the list shows a page', async () => {
    const now = new Date();
    const options = { district: 'Merkez' as const, list: NO_LIST_OPTIONS, now, limit: 20, offset: 20 };
    const page = await listApprovedBusinesses(t.db, options);
    expect(page.total).toBe(27);
    expect(page.businesses).toHaveLength(7);
    const points = await listMapPoints(t.db, options, now);
    expect(points).toHaveLength(27);
    expect(points.every((p) => p.rating === 4 && p.open === true && p.name.startsWith('Harita'))).toBe(true);
  });
});
