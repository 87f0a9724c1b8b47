import { beforeEach, describe, expect, it } from 'vitest';
import { ADD_BUSINESS_MSG } from '~/features/submissions/messages.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import * as businesses from '~/pages/api/businesses/index.ts';
import { callEndpoint } from '../support/api.ts';
import type { RefusedCase } from '../support/form-checks.ts';
import { withTestDb } from '../support/lifecycle.ts';
import { itChecksPublicForm } from '../support/public-form.ts';
import { countRows } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { expectPendingBusiness } from '../support/submissions.ts';

const t = withTestDb();
const count = () => countRows(t.db, 'businesses');

const minimal = { name: 'Tut Kır Bahçesi', category: 'Spor & Eğlence', address: 'Tut Merkez Mah.' };

beforeEach(() => resetRateLimits());

describe('POST /api/businesses (add-business wizard)', () => {
  it('stores a full wizard submission as one pending business', async () => {
    const before = await count();
    const res = await callEndpoint(businesses.POST, '/api/businesses', {
      body: {
        ...minimal,
        district: 'Altınşehir',
        email: 'info@kirbahcesi.example',
        website: 'https://kirbahcesi.example',
        phone: '0416 111 22 33',
        description: 'Aileler için kır bahçesi.',
        workingHours: { monday: '09:00-18:00', sunday: 'Kapalı', tuesday: '' },
        instagramHandle: '@kirbahcesi',
        googleAdsInterest: true,
        deliveryService: true,
        marketingBudget: '1000-2500',
        targetAudience: 'Aileler',
        businessGoals: 'Hafta sonu doluluk',
        latitude: 37.57,
        longitude: 38.48,
        googleMapsUrl: 'https://www.google.com/maps/place/Tut/@37.57,38.48,15z',
      },
    });
    const row = await expectPendingBusiness(t.db, res, before, [minimal.name, 'Spor & Eğlence', 'Merkez']);
    expect(row).toMatchObject({
      status: 'pending',
      googleAdsInterest: 1,
      deliveryService: 1,
      facebookAdsInterest: 0,
      marketingBudget: '1000-2500',
      latitude: 37.57,
      ownerId: null,
      source: 'add-business',
    });
    expect(JSON.parse(row.workingHours!)).toEqual({ monday: '09:00-18:00', sunday: 'Kapalı' });
  });

  it('needs only name, category and address', async () => {
    const res = await callEndpoint(businesses.POST, '/api/businesses', { body: minimal });
    expect(res.status).toBe(201);
  });

  it('makes the session user the owner', async () => {
    const user = await signedInUser(t.db, 'user', 'sahip');
    const res = await callEndpoint(businesses.POST, '/api/businesses', { body: minimal, bearer: user.token });
    const row = await t.db
      .selectFrom('businesses')
      .select('ownerId')
      .where('id', '=', res.json.business.id)
      .executeTakeFirstOrThrow();
    expect(row.ownerId).toBe(user.id);
  });

  const badCases: RefusedCase[] = [
    ['a one-letter name', { name: 'A' }, ADD_BUSINESS_MSG.name],
    ['no category', { category: '' }, ADD_BUSINESS_MSG.category],
    ['a category outside the 17', { category: 'Casino' }, ADD_BUSINESS_MSG.category],
    ['an address under 5 characters', { address: 'Tut' }, ADD_BUSINESS_MSG.address],
    ['an invalid email', { email: 'not-an-email' }, ADD_BUSINESS_MSG.email],
    ['an invalid website', { website: 'ftp://x' }, ADD_BUSINESS_MSG.website],
    ['a district outside the list', { district: 'Malatya' }, ADD_BUSINESS_MSG.district],
    ['a budget outside the bands', { marketingBudget: '1' }, ADD_BUSINESS_MSG.marketingBudget],
  ];

  // The one-page form as a browser posts it without scripts: every text field (empty ones too), working
  // hours under dotted names, and only the ticked interest checkboxes.
  const posted = {
    ...minimal,
    district: 'Tut',
    phone: '',
    email: '',
    website: '',
    description: '',
    facebookPage: '',
    instagramHandle: '@kirbahcesi',
    'workingHours.monday': '09:00-18:00',
    'workingHours.saturday': '',
    'workingHours.sunday': 'Kapalı',
    googleAdsInterest: 'on',
    reservationSystem: 'on',
    marketingBudget: '',
    targetAudience: 'Aileler',
    businessGoals: '',
  };

  itChecksPublicForm({
    route: businesses.POST,
    path: '/api/businesses',
    valid: minimal,
    count,
    refused: badCases,
    formPost: {
      valid: posted,
      // Passes the browser's own checks (type=email), refused by the schema (no dot in the domain).
      invalid: { ...posted, email: 'info@kirbahcesi' },
      field: 'email',
      message: ADD_BUSINESS_MSG.email,
      formPage: '/form/add-business',
      sentPage: '/add-business/sent',
    },
  });

  it('reads the ticked checkboxes as true, the others as false, and the dotted hours as one object', async () => {
    const name = 'Tut Form Postu Bahçesi';
    const res = await callEndpoint(businesses.POST, '/api/businesses', { form: { ...posted, name } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/add-business/sent');
    const rows = await t.db.selectFrom('businesses').selectAll().where('name', '=', name).execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      status: 'pending',
      district: 'Tut',
      googleAdsInterest: 1,
      reservationSystem: 1,
      facebookAdsInterest: 0,
      deliveryService: 0,
      instagramHandle: '@kirbahcesi',
      targetAudience: 'Aileler',
      latitude: null,
      source: 'add-business',
    });
    expect(JSON.parse(row.workingHours!)).toEqual({ monday: '09:00-18:00', sunday: 'Kapalı' });
  });

  it('shows a refused form post again with the ticked checkboxes and typed hours kept', async () => {
    const res = await callEndpoint(businesses.POST, '/api/businesses', {
      form: { ...posted, marketingBudget: '1', 'workingHours.monday': '08:00-20:00' },
    });
    expect(res.status).toBe(400);
    expect(res.formState?.errors).toEqual({ marketingBudget: ADD_BUSINESS_MSG.marketingBudget });
    expect(res.formState?.values).toMatchObject({
      googleAdsInterest: 'on',
      'workingHours.monday': '08:00-20:00',
      marketingBudget: '1',
    });
    expect(res.formState?.values).not.toHaveProperty('facebookAdsInterest');
  });
});
