import { beforeEach, describe, expect, it } from 'vitest';
import { REGISTRATION_MSG } from '~/features/submissions/messages.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import * as register from '~/pages/api/businesses/register.ts';
import { callEndpoint } from '../support/api.ts';
import type { RefusedCase } from '../support/form-checks.ts';
import { withTestDb } from '../support/lifecycle.ts';
import { itChecksPublicForm } from '../support/public-form.ts';
import { countRows } from '../support/rows.ts';
import { expectPendingBusiness, registrationBody } from '../support/submissions.ts';

const t = withTestDb();
const count = () => countRows(t.db, 'businesses');

const valid = registrationBody();

beforeEach(() => resetRateLimits());

describe('POST /api/businesses/register', () => {
  it('stores one pending business on the canonical lists with the owner kept', async () => {
    const before = await count();
    const res = await callEndpoint(register.POST, '/api/businesses/register', { body: valid });
    const row = await expectPendingBusiness(t.db, res, before, [valid.businessName, 'Restoranlar', 'Kâhta']);
    expect(row).toMatchObject({
      status: 'pending',
      ownerName: 'Ayşe Yılmaz',
      ownerEmail: 'ayse@example.com',
      ownerPhone: '0416 123 45 67',
      workingHoursText: 'Her gün 10:00-22:00',
      services: 'Restoran, paket servis',
      priceRange: 'Orta (₺₺)',
      source: 'register',
    });
  });

  it('never stores an approved business, whatever the body says', async () => {
    const res = await callEndpoint(register.POST, '/api/businesses/register', {
      body: { ...valid, status: 'approved', isFeatured: 1 },
    });
    const row = await t.db
      .selectFrom('businesses')
      .select(['status', 'isFeatured'])
      .where('id', '=', res.json.business.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', isFeatured: 0 });
  });

  const badCases: RefusedCase[] = [
    ['empty business name', { businessName: ' ' }, REGISTRATION_MSG.businessName],
    ['empty owner name', { ownerName: '' }, REGISTRATION_MSG.ownerName],
    ['invalid email', { email: 'ayse@' }, REGISTRATION_MSG.email],
    ['phone under 10 characters', { phone: '12345' }, REGISTRATION_MSG.phone],
    ['category outside the list', { category: 'Casino' }, REGISTRATION_MSG.category],
    ['empty address', { address: '' }, REGISTRATION_MSG.address],
    ['district outside the province', { district: 'Malatya' }, REGISTRATION_MSG.district],
    ['description under 20 characters', { description: 'Kısa açıklama' }, REGISTRATION_MSG.description],
    ['invalid website', { website: 'javascript:alert(1)' }, REGISTRATION_MSG.website],
    ['empty working hours', { workingHours: '' }, REGISTRATION_MSG.workingHours],
    ['empty services', { services: '' }, REGISTRATION_MSG.services],
    ['price range outside the list', { priceRange: 'Bedava' }, REGISTRATION_MSG.priceRange],
  ];
  itChecksPublicForm({
    route: register.POST,
    path: '/api/businesses/register',
    valid,
    count,
    refused: badCases,
    formPost: {
      valid,
      // Passes the browser's own checks (at least 20 characters typed), refused once trimmed.
      invalid: { ...valid, description: `Kısa açıklama${' '.repeat(10)}` },
      field: 'description',
      message: REGISTRATION_MSG.description,
      formPage: '/form/register',
      sentPage: '/register-business/sent',
    },
  });

  it('accepts an empty website and social media', async () => {
    const res = await callEndpoint(register.POST, '/api/businesses/register', {
      body: { ...valid, website: '', socialMedia: '' },
    });
    expect(res.status).toBe(201);
  });

  it('stores a form post like the JSON one: pending, on the canonical lists, owner kept', async () => {
    const businessName = 'Form Postu Lokantası';
    const res = await callEndpoint(register.POST, '/api/businesses/register', {
      form: { ...valid, businessName, website: '', socialMedia: '' },
    });
    expect(res.status).toBe(303);
    const rows = await t.db.selectFrom('businesses').selectAll().where('name', '=', businessName).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      category: 'Restoranlar',
      district: 'Kâhta',
      ownerEmail: valid.email,
      workingHoursText: valid.workingHours,
      website: null,
      source: 'register',
    });
  });
});
