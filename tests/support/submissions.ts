import { expect } from 'vitest';
import type { Db } from '~/lib/db/db.server.ts';
import type { CallResult } from './api.ts';
import { businessRow, countRows } from './rows.ts';

/** A valid /api/businesses/register body: a family fish restaurant in Kâhta (`values` over it). */
export const registrationBody = (values: Record<string, string> = {}) => ({
  businessName: 'Gölbaşı Balık Evi',
  ownerName: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '0416 123 45 67',
  category: 'Restaurant & Cafe',
  address: 'Gölbaşı Mah. Göl Cad. No:3',
  district: 'Kahta',
  description: 'Göl kenarında taze balık ve ev yemekleri sunan aile işletmesi.',
  website: 'https://balikevi.example',
  socialMedia: '@balikevi',
  workingHours: 'Her gün 10:00-22:00',
  services: 'Restoran, paket servis',
  priceRange: 'Orta (₺₺)',
  ...values,
});

/**
 * A submission answered 201 with the pending business (its name, category and district as the visitor is shown
 * them) and stored as one business more than `before`: the stored row, every column.
 */
export async function expectPendingBusiness(
  db: Db,
  res: CallResult,
  before: number,
  [name, category, district]: [name: string, category: string, district: string],
) {
  expect(res.status).toBe(201);
  expect(res.json.business).toMatchObject({ name, category, district, status: 'pending' });
  expect(await countRows(db, 'businesses')).toBe(before + 1);
  return businessRow(db, res.json.business.id);
}
