import { expect } from 'vitest';
import type { Db } from '~/lib/db/db.server.ts';
import type { CallResult } from './api.ts';
import { sampleRegistration } from './registration.ts';
import { businessRow, countRows } from './rows.ts';

/** A valid /api/businesses/register body: a family fish restaurant in Kâhta (`values` over it). */
export const registrationBody = (values: Record<string, string> = {}) =>
  sampleRegistration('Gölbaşı Balık Evi', { website: 'https://balikevi.example', socialMedia: '@balikevi', ...values });

/** A valid /api/partnerships/apply body: a Nemrut tour operator in Kâhta (`values` over it). */
export const partnershipApplication = (values: Record<string, string> = {}) => ({
  businessName: 'Nemrut Tur',
  ownerName: 'Mehmet Demir',
  phone: '0532 000 00 00',
  email: 'mehmet@nemruttur.example',
  address: 'Kâhta Merkez',
  category: 'turizm',
  website: '',
  partnershipType: 'tourism_partner',
  yearsInBusiness: '12',
  employeeCount: '6-15',
  monthlyRevenue: '10k-50k',
  preferredCommission: '',
  marketingBudget: '',
  description: 'Nemrut Dağı gün doğumu turları.',
  specialOffers: '',
  references: '',
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
