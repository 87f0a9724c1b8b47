import { expect } from 'vitest';
import type { Db } from '~/lib/db/db.server.ts';
import type { CallResult } from './api.ts';
import { sampleRegistration } from './registration.ts';
import { businessRow, countRows } from './rows.ts';

/** A valid /api/businesses/register body: a family fish restaurant in Kâhta (`values` over it). */
export const registrationBody = (values: Record<string, string> = {}) =>
  sampleRegistration('Gölbaşı Balık Evi', { website: 'https://balikevi.example', socialMedia: '@balikevi', ...values });

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
