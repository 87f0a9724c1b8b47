import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dutyNightAt } from '~/features/pharmacies/duty-day.ts';
import { PHARMACY_MSG } from '~/features/pharmacies/messages.ts';
import { dutyPharmaciesAt, importRoster, openPharmaciesAt } from '~/features/pharmacies/pharmacies.server.ts';
import * as rosterRoute from '~/pages/api/desk/pharmacies/roster.ts';
import { callEndpoint } from '../support/api.ts';
import { countRows, insertBusiness, insertRow } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// The chamber's weekly duty list: the good rows stored once in one transaction, each bad row reported with
// its Turkish reason, and tonight's list following the duty night (18:00 → 08:00 Istanbul time).

const ROSTER = fs.readFileSync(new URL('../fixtures/pharmacy-roster.csv', import.meta.url), 'utf8');

let t: TestDb;
let actor: { id: number; username: string };
let adminToken: string;
let knownPharmacy: number;

beforeAll(async () => {
  t = await createTestDb();
  const admin = await signedInUser(t.db, 'admin', 'eczane-masasi');
  actor = { id: admin.id, username: 'eczane-masasi' };
  adminToken = admin.token;
  const categoryId = await insertRow(t.db, 'categories', { name: 'Sağlık', slug: 'saglik' });
  const subcategoryId = await insertRow(t.db, 'subcategories', { categoryId, name: 'Eczaneler', slug: 'eczaneler' });
  knownPharmacy = await insertBusiness(t.db, 'Şifa Eczanesi', {
    category: 'Sağlık',
    subcategoryId,
    status: 'approved',
    latitude: 37.764,
    longitude: 38.278,
    // Open by day only: at night only the duty pharmacies count as open.
    workingHours: JSON.stringify(
      Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, '08:30-19:00']),
      ),
    ),
  });
});
afterAll(() => t.cleanup());

/** An Istanbul wall-clock moment (UTC+3). */
const at = (local: string) => new Date(`${local}:00+03:00`);

describe('the roster upload', () => {
  it('stores the good rows once, matches a known pharmacy, submits the others pending and reports each bad row', async () => {
    const listingsBefore = await countRows(t.db, 'businesses');
    const first = await importRoster(t.db, ROSTER, actor);
    expect(first.stored).toBe(3);
    expect(first.unchanged).toBe(0);
    expect(first.createdListings).toBe(2);
    expect(first.rejected.map((r) => [r.line, r.reason])).toEqual([
      [5, PHARMACY_MSG.badDate],
      [6, PHARMACY_MSG.badDistrict],
      [7, PHARMACY_MSG.badPhone],
      [8, PHARMACY_MSG.badColumns],
      [9, PHARMACY_MSG.duplicateRow],
    ]);
    expect(await countRows(t.db, 'pharmacyDuties')).toBe(3);
    expect(await countRows(t.db, 'businesses')).toBe(listingsBefore + 2);
    const sifa = await t.db
      .selectFrom('pharmacyDuties')
      .selectAll()
      .where('nameKey', '=', 'sifa')
      .executeTakeFirstOrThrow();
    expect(sifa.businessId).toBe(knownPharmacy);
    const created = await t.db
      .selectFrom('businesses')
      .select(['status', 'district', 'phone'])
      .where('name', '=', 'Nemrut Eczanesi')
      .executeTakeFirstOrThrow();
    expect(created).toEqual({ status: 'pending', district: 'Kâhta', phone: '04167251122' });
  });

  it('a second upload of the same week changes nothing', async () => {
    const before = {
      duties: await t.db.selectFrom('pharmacyDuties').selectAll().orderBy('id').execute(),
      listings: await countRows(t.db, 'businesses'),
      counter: await t.db
        .selectFrom('changeCounters')
        .select('value')
        .where('name', '=', 'pharmacies')
        .executeTakeFirst(),
    };
    const second = await importRoster(t.db, ROSTER, actor);
    expect(second).toMatchObject({ stored: 0, unchanged: 3, createdListings: 0 });
    expect(second.rejected).toHaveLength(5);
    expect(await t.db.selectFrom('pharmacyDuties').selectAll().orderBy('id').execute()).toEqual(before.duties);
    expect(await countRows(t.db, 'businesses')).toBe(before.listings);
    expect(
      await t.db.selectFrom('changeCounters').select('value').where('name', '=', 'pharmacies').executeTakeFirst(),
    ).toEqual(before.counter);
  });

  it('a roster of bad rows only stores nothing', async () => {
    const before = await countRows(t.db, 'pharmacyDuties');
    const upload = await importRoster(t.db, '26.11.2026;Nowhere;X;1;Y\nbozuk satır', actor);
    expect(upload.stored).toBe(0);
    expect(upload.rejected).toHaveLength(2);
    expect(await countRows(t.db, 'pharmacyDuties')).toBe(before);
  });
});

describe('the desk’s upload endpoint', () => {
  it('refuses anyone but an admin and writes nothing', async () => {
    const before = await countRows(t.db, 'pharmacyRosterUploads');
    const anonymous = await callEndpoint(rosterRoute.POST, '/api/desk/pharmacies/roster', {
      rawBody: ROSTER,
      headers: { 'content-type': 'text/csv' },
    });
    expect(anonymous.status).toBe(401);
    expect(await countRows(t.db, 'pharmacyRosterUploads')).toBe(before);
  });

  it('takes a file from the browser’s form and lands on the desk page with the upload’s report', async () => {
    const form = new FormData();
    form.set('dosya', new File([ROSTER], 'nobet.csv', { type: 'text/csv' }));
    form.set('liste', '');
    const sent = await callEndpoint(rosterRoute.POST, '/api/desk/pharmacies/roster', {
      rawBody: form,
      cookies: { ar_session: adminToken },
      headers: { origin: 'http://127.0.0.1:4321' },
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toMatch(/^\/admin\/nobetci-eczane\?yukleme=\d+$/);
  });

  it('sends an empty list back with the Turkish reason', async () => {
    const sent = await callEndpoint(rosterRoute.POST, '/api/desk/pharmacies/roster', {
      bearer: adminToken,
      rawBody: '  ',
      headers: { 'content-type': 'text/csv' },
    });
    expect(sent.status).toBe(400);
    expect(sent.json.error).toBe(PHARMACY_MSG.deskEmpty);
  });
});

describe('tonight’s list follows the duty night', () => {
  const names = async (local: string) =>
    (await dutyPharmaciesAt(t.db, at(local), 'Merkez')).pharmacies.map((p) => p.name);

  it('at 07:59 the night that began the evening before is still on duty', async () => {
    expect(dutyNightAt(at('2026-11-27T07:59')).date).toBe('2026-11-26');
    expect(await names('2026-11-27T07:59')).toEqual(['Şifa Eczanesi']);
  });

  it('at 08:01 the list is the one that begins this evening', async () => {
    const night = dutyNightAt(at('2026-11-27T08:01'));
    expect(night).toMatchObject({ date: '2026-11-27', started: false });
    expect(await names('2026-11-27T08:01')).toEqual(['Hayat Eczanesi']);
  });

  it('across midnight the night stays the same', async () => {
    expect(dutyNightAt(at('2026-11-26T23:59')).date).toBe('2026-11-26');
    expect(dutyNightAt(at('2026-11-27T00:01')).date).toBe('2026-11-26');
    expect(await names('2026-11-26T23:59')).toEqual(await names('2026-11-27T00:01'));
    const night = dutyNightAt(at('2026-11-27T00:01'));
    expect(night.started).toBe(true);
    expect(night.starts.toISOString()).toBe('2026-11-26T15:00:00.000Z');
    expect(night.ends.toISOString()).toBe('2026-11-27T05:00:00.000Z');
  });

  it('“Şu an açık” joins the duty list at night with the pharmacies open by their hours by day', async () => {
    const night = await openPharmaciesAt(t.db, at('2026-11-26T23:00'), 'Merkez');
    expect(night.map((p) => [p.name, p.duty])).toEqual([['Şifa Eczanesi', true]]);
    const day = await openPharmaciesAt(t.db, at('2026-11-27T10:00'), 'Merkez');
    expect(day.map((p) => [p.name, p.duty])).toEqual([['Şifa Eczanesi', false]]);
  });
});
