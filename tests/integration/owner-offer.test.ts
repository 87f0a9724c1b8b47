import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { readListOptions } from '~/features/directory/list-options.ts';
import { LISTING_LANGUAGES, PAYMENT_OPTIONS, PRICE_RANGES } from '~/features/listings/options.ts';
import type { NewBusiness } from '~/lib/db/schema.ts';
import * as changeDecision from '~/pages/api/owner/changes/[id]/[decision].ts';
import * as listing from '~/pages/api/owner/listings/[id].ts';
import * as requests from '~/pages/api/owner/requests.ts';
import { type CallOptions, callEndpoint } from '../support/api.ts';
import { insertBusiness } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// An owner states what visitors filter on (price range, payment options, services, languages) in their
// edit form; the change waits for the admin like any other and, once approved, the listing is found by
// those filters.

let t: TestDb;
let admin: string;

beforeAll(async () => {
  t = await createTestDb();
  admin = (await signedInUser(t.db, 'admin')).token;
});
afterAll(async () => {
  await t.cleanup();
});

const HOURS = { monday: '09:00-18:00' };

/** The ids of the approved listings a /businesses query finds. */
async function found(query: string): Promise<number[]> {
  const params = new URLSearchParams(query);
  const list = readListOptions(params).options;
  const result = await listApprovedBusinesses(t.db, { q: params.get('q') ?? undefined, list, limit: 50, offset: 0 });
  return result.businesses.map((b) => b.id);
}

/** A new owner's approved listing: its id, and its edit form sent by that owner (a form post or JSON). */
async function ownersListing(username: string, name: string, values: Partial<NewBusiness>) {
  const owner = await signedInUser(t.db, 'owner', username);
  const id = await insertBusiness(t.db, name, { ...values, status: 'approved', ownerId: owner.id });
  const edit = (sent: Pick<CallOptions, 'form' | 'body'>) =>
    callEndpoint(listing.POST, `/api/owner/listings/${id}`, {
      bearer: owner.token,
      params: { id: String(id) },
      ...sent,
    });
  return { id, edit };
}

describe('what visitors filter on, set by the owner', () => {
  it('price range and payment options from the owner’s form reach the filters after approval', async () => {
    const { id, edit } = await ownersListing('fiyatci', 'Kâhta Kebapçısı', {
      address: 'Cumhuriyet Caddesi No:5',
      district: 'Kâhta',
      workingHours: JSON.stringify(HOURS),
      ownerVerified: 1,
    });
    const card = PAYMENT_OPTIONS.indexOf('Kredi Kartı');
    const cash = PAYMENT_OPTIONS.indexOf('Nakit');
    expect(await found('fiyat=2&odeme=kredi-karti')).not.toContain(id);

    // The browser's form: every field as the edit page sends it, one box per payment option.
    const sent = await edit({
      form: {
        name: 'Kâhta Kebapçısı',
        category: 'Restoranlar',
        address: 'Cumhuriyet Caddesi No:5',
        district: 'Kâhta',
        'workingHours.monday': '09:00-18:00',
        priceRange: PRICE_RANGES[1],
        [`paymentOptions.${card}`]: '1',
        [`paymentOptions.${cash}`]: '1',
        [`languages.${LISTING_LANGUAGES.indexOf('Türkçe')}`]: '1',
        deliveryService: '1',
        subcategoryId: '',
        holidayMode: 'closed',
        holidayHours: '',
      },
    });
    expect(sent.status).toBe(303);
    // Waiting: the public listing is not found by the new filters yet.
    expect(await found('fiyat=2&odeme=kredi-karti')).not.toContain(id);

    const listed = await callEndpoint(requests.GET, '/api/owner/requests', { bearer: admin });
    const change = listed.json.changes.find((c: { businessId: number }) => c.businessId === id);
    expect(change.changes).toEqual(
      expect.arrayContaining([
        { field: 'priceRange', label: 'Fiyat aralığı', before: '—', after: PRICE_RANGES[1] },
        { field: 'paymentOptions', label: 'Ödeme seçenekleri', before: '—', after: 'Nakit, Kredi Kartı' },
        { field: 'deliveryService', label: 'Paket servis', before: 'Hayır', after: 'Evet' },
        { field: 'holidayMode', label: 'Bayram ve tatillerde', before: '—', after: 'Bayram ve tatillerde kapalı' },
      ]),
    );
    // The default language list was already 'Türkçe': not a change.
    expect(change.changes.map((c: { field: string }) => c.field)).not.toContain('languages');

    const decided = await callEndpoint(changeDecision.POST, `/api/owner/changes/${change.id}/approve`, {
      bearer: admin,
      method: 'POST',
      params: { id: String(change.id), decision: 'approve' },
    });
    expect(decided.status).toBe(200);

    expect(await found('fiyat=2&odeme=kredi-karti')).toContain(id);
    expect(await found('odeme=nakit&hizmet=paket')).toContain(id);
    expect(await found('fiyat=4')).not.toContain(id);
    expect(await found('odeme=havale-eft')).not.toContain(id);
  });

  it('a subcategory of another category is refused, and the same form again is no change', async () => {
    const { edit } = await ownersListing('altkategori', 'Besni Fırını', {
      address: 'Çarşı Sokak No:2',
      district: 'Besni',
      paymentOptions: JSON.stringify(['Kredi Kartı', 'Nakit']),
    });
    const other = await t.db
      .selectFrom('subcategories as s')
      .innerJoin('categories as c', 'c.id', 's.categoryId')
      .select('s.id')
      .where('c.name', '!=', 'Restoranlar')
      .executeTakeFirst();
    const body = {
      name: 'Besni Fırını',
      category: 'Restoranlar',
      address: 'Çarşı Sokak No:2',
      district: 'Besni',
      specialDays: [],
      paymentOptions: ['Nakit', 'Kredi Kartı'],
    };
    if (other) {
      const refused = await edit({ body: { ...body, subcategoryId: other.id } });
      expect(refused.status).toBe(400);
    }
    // The same payment options in another order, nothing else sent: nothing to approve.
    const same = await edit({ body });
    expect(same.status).toBe(400);
  });
});
