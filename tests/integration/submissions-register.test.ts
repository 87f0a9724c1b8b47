import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REGISTRATION_MSG } from '~/features/submissions/messages.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import * as register from '~/pages/api/businesses/register.ts';
import { callEndpoint } from '../support/api.ts';
import { expectFormPosts, expectGuardedPublicForm, itRefusesEach, type RefusedCase } from '../support/form-checks.ts';
import { sampleRegistration } from '../support/registration.ts';
import { businessRow, countRows } from '../support/rows.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
const count = () => countRows(t.db, 'businesses');

const valid = sampleRegistration('Gölbaşı Balık Evi', {
  website: 'https://balikevi.example',
  socialMedia: '@balikevi',
});

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.cleanup());
beforeEach(() => resetRateLimits());

describe('POST /api/businesses/register', () => {
  it('stores one pending business on the canonical lists with the owner kept', async () => {
    const before = await count();
    const res = await callEndpoint(register.POST, '/api/businesses/register', { body: valid });
    expect(res.status).toBe(201);
    expect(res.json.business).toMatchObject({
      name: valid.businessName,
      category: 'Restoranlar',
      district: 'Kâhta',
      status: 'pending',
    });
    expect(await count()).toBe(before + 1);
    const row = await businessRow(t.db, res.json.business.id);
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
  itRefusesEach(
    badCases,
    (patch) => callEndpoint(register.POST, '/api/businesses/register', { body: { ...valid, ...patch } }),
    count,
  );

  it('accepts an empty website and social media', async () => {
    const res = await callEndpoint(register.POST, '/api/businesses/register', {
      body: { ...valid, website: '', socialMedia: '' },
    });
    expect(res.status).toBe(201);
  });

  it('answers 415, 413, malformed JSON, honeypot and rate limit without writing', async () => {
    await expectGuardedPublicForm(register.POST, '/api/businesses/register', valid, count);
  });

  it('answers a browser form post: confirmation page, or the form again with the message and values', async () => {
    await expectFormPosts(
      register.POST,
      '/api/businesses/register',
      {
        valid,
        // Passes the browser's own checks (at least 20 characters typed), refused once trimmed.
        invalid: { ...valid, description: `Kısa açıklama${' '.repeat(10)}` },
        field: 'description',
        message: REGISTRATION_MSG.description,
        formPage: '/form/register',
        sentPage: '/register-business/sent',
      },
      count,
    );
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
