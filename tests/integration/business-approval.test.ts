import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_MSG } from '~/features/admin/approval.ts';
import { DEFAULT_REJECTION_REASON } from '~/features/listings/options.ts';
import { rankedIds } from '~/features/search/search-index.server.ts';
import type { NewBusiness } from '~/lib/db/schema.ts';
import { MSG } from '~/lib/messages.ts';
import * as approveRoute from '~/pages/api/businesses/[id]/approve.ts';
import * as rejectRoute from '~/pages/api/businesses/[id]/reject.ts';
import * as pendingRoute from '~/pages/api/businesses/pending/all.ts';
import { callEndpoint } from '../support/api.ts';
import { insertBusiness } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
let token: string;

beforeAll(async () => {
  t = await createTestDb({ seed: true });
  token = (await signedInUser(t.db, 'admin', 'yonetici')).token;
});
afterAll(() => t.cleanup());

const addPending = (name: string, extra: Partial<NewBusiness> = {}) => insertBusiness(t.db, name, extra);

const searchHits = (term: string): Promise<number[]> => rankedIds(t.db, term, 0, 100_000);

describe('GET /api/businesses/pending/all', () => {
  it('lists only pending businesses, with owner name and verified flag', async () => {
    const id = await addPending('Onay Testi Kebap Salonu', { ownerName: 'Ayşe Yıldız', isVerified: 1 });
    const response = await callEndpoint(pendingRoute.GET, '/api/businesses/pending/all', { bearer: token });
    expect(response.status).toBe(200);
    const list = response.json.businesses as { id: number; ownerName: string; verified: boolean }[];
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.find((b) => b.id === id)).toMatchObject({
      ownerName: 'Ayşe Yıldız',
      verified: true,
      name: 'Onay Testi Kebap Salonu',
    });
    const statuses = await t.db
      .selectFrom('businesses')
      .select('status')
      .where(
        'id',
        'in',
        list.map((b) => b.id),
      )
      .execute();
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['pending']));
  });

  it('shows every outside link approving will publish: web site, map and social profiles', async () => {
    const id = await addPending('Bağlantı Testi Pansiyon', {
      website: 'https://pansiyon.example',
      googleMapsUrl: 'https://www.google.com/maps/place/Nemrut/@37.98,38.74,15z',
      facebookPage: 'https://facebook.com/pansiyon',
      instagramHandle: '@pansiyon',
      linkedinPage: 'javascript:alert(1)',
    });
    const response = await callEndpoint(pendingRoute.GET, '/api/businesses/pending/all', { bearer: token });
    const business = (response.json.businesses as { id: number; links: unknown }[]).find((b) => b.id === id);
    expect(business?.links).toEqual([
      { label: 'Web sitesi', href: 'https://pansiyon.example' },
      { label: 'Harita', href: 'https://www.google.com/maps/place/Nemrut/@37.98,38.74,15z' },
      { label: 'Facebook', href: 'https://facebook.com/pansiyon' },
      { label: 'Instagram', href: 'https://www.instagram.com/pansiyon' },
    ]);
  });
});

describe('POST /api/businesses/{id}/approve', () => {
  it('publishes the business and indexes it for search at once', async () => {
    const id = await addPending('Zeugma Çiğköfte Evi');
    expect(await searchHits('zeugma')).not.toContain(id);
    const response = await callEndpoint(approveRoute.POST, `/api/businesses/${id}/approve`, {
      method: 'POST',
      bearer: token,
      params: { id: String(id) },
    });
    expect(response.status).toBe(200);
    expect(response.json.business).toMatchObject({ id, status: 'approved', rejectionReason: null });
    // Pages follow the data by themselves: approving asks the host for no rebuild.
    expect(response.json).not.toHaveProperty('rebuild');
    expect(await searchHits('zeugma')).toContain(id);
  });

  it('404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await callEndpoint(approveRoute.POST, '/api/businesses/999999/approve', {
      method: 'POST',
      bearer: token,
      params: { id: '999999' },
    });
    expect(unknown.status).toBe(404);
    const bad = await callEndpoint(approveRoute.POST, '/api/businesses/abc/approve', {
      method: 'POST',
      bearer: token,
      params: { id: 'abc' },
    });
    expect(bad.status).toBe(404);
    expect(bad.json.error).toBe(MSG.businessNotFound);
  });
});

describe('POST /api/businesses/{id}/reject', () => {
  const reject = (id: number, options: Parameters<typeof callEndpoint>[2] = {}) =>
    callEndpoint(rejectRoute.POST, `/api/businesses/${id}/reject`, {
      method: 'POST',
      bearer: token,
      params: { id: String(id) },
      ...options,
    });

  it('stores the given reason', async () => {
    const id = await addPending('Reddedilecek Dükkan Bir');
    const response = await reject(id, { body: { reason: '  Adres doğrulanamadı.  ' } });
    expect(response.status).toBe(200);
    expect(response.json.business).toMatchObject({ status: 'rejected', rejectionReason: 'Adres doğrulanamadı.' });
  });

  it('stores the default reason for a blank reason and for no body at all', async () => {
    const blank = await addPending('Reddedilecek Dükkan İki');
    expect((await reject(blank, { body: { reason: '   ' } })).json.business.rejectionReason).toBe(
      DEFAULT_REJECTION_REASON,
    );
    const bare = await addPending('Reddedilecek Dükkan Üç');
    expect((await reject(bare)).status).toBe(200);
    const row = await t.db
      .selectFrom('businesses')
      .select(['status', 'rejectionReason'])
      .where('id', '=', bare)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'rejected', rejectionReason: DEFAULT_REJECTION_REASON });
  });

  it('refuses a reason over 500 characters with 400 and changes nothing', async () => {
    const id = await addPending('Reddedilecek Dükkan Dört');
    const response = await reject(id, { body: { reason: 'x'.repeat(501) } });
    expect(response.status).toBe(400);
    expect(response.json.error).toBe(APPROVAL_MSG.reasonTooLong);
    const row = await t.db.selectFrom('businesses').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('404 for an unknown id; 400 for malformed JSON', async () => {
    expect((await reject(999999, { body: {} })).status).toBe(404);
    const id = await addPending('Reddedilecek Dükkan Beş');
    expect((await reject(id, { rawBody: '{nope', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });
});
