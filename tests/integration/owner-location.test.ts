import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findApprovedBusinessById, listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { readListOptions } from '~/features/directory/list-options.ts';
import { LISTING_LANGUAGES } from '~/features/listings/options.ts';
import { LOCATION_MSG } from '~/features/map/coordinates.ts';
import { mapPointOf } from '~/features/map/location.ts';
import * as changeDecision from '~/pages/api/owner/changes/[id]/[decision].ts';
import * as listing from '~/pages/api/owner/listings/[id].ts';
import * as requests from '~/pages/api/owner/requests.ts';
import { callEndpoint } from '../support/api.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// Issue 16: the owner places the listing (drag the pin, or type the coordinates); the change is moderated
// like any other field, and once approved the page's map and the distances use it.

let t: TestDb;
let admin: string;
let owner: { id: number; token: string };
let id: number;

beforeAll(async () => {
  t = await createTestDb();
  admin = (await signedInUser(t.db, 'admin')).token;
  owner = await signedInUser(t.db, 'owner', 'konumcu');
  ({ id } = await t.db
    .insertInto('businesses')
    .values({
      name: 'Kâhta Kebap Evi',
      category: 'Restoranlar',
      address: 'Mustafa Kemal Caddesi No:3',
      district: 'Kâhta',
      status: 'approved',
      ownerId: owner.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
});
afterAll(async () => t.cleanup());

/** The owner's edit form as a browser posts it, with the coordinates typed (its language box ticked as stored). */
const post = (coordinates: Record<string, string>) =>
  callEndpoint(listing.POST, `/api/owner/listings/${id}`, {
    bearer: owner.token,
    params: { id: String(id) },
    form: {
      name: 'Kâhta Kebap Evi',
      category: 'Restoranlar',
      address: 'Mustafa Kemal Caddesi No:3',
      district: 'Kâhta',
      [`languages.${LISTING_LANGUAGES.indexOf('Türkçe')}`]: '1',
      ...coordinates,
    },
  });

const changeRows = () => t.db.selectFrom('businessChanges').select('id').where('businessId', '=', id).execute();

/** Distance of the listing from a visitor standing at its new place, as the list sorted by distance says it. */
async function distanceFromNewPlace() {
  const list = readListOptions(new URLSearchParams('konum=37.78010,38.62200&sirala=mesafe')).options;
  const { distances } = await listApprovedBusinesses(t.db, { list, limit: 20, offset: 0 });
  return distances?.[id];
}

describe('the owner sets the listing’s coordinates', () => {
  it.each([
    ['outside the province', { latitude: '40,1', longitude: '38,62' }, 'latitude', LOCATION_MSG.latitude],
    ['east of it', { latitude: '37,78', longitude: '41,2' }, 'longitude', LOCATION_MSG.longitude],
    ['not a number', { latitude: 'kırk', longitude: '38,62' }, 'latitude', LOCATION_MSG.latitude],
    ['only one of the two', { latitude: '37,78', longitude: '' }, 'longitude', LOCATION_MSG.both],
  ])('refuses coordinates %s in Turkish, keeping the values and writing nothing', async (_, fields, field, message) => {
    const res = await post(fields);
    expect(res.status).toBe(400);
    expect(res.rewrittenTo).toBe(`/hesabim/isletme/${id}`);
    expect(res.formState?.errors[field]).toBe(message);
    expect(res.formState?.values.latitude).toBe(fields.latitude);
    expect(await changeRows()).toEqual([]);
  });

  it('takes a decimal comma; the change waits with old → new, and once approved the map and distance use it', async () => {
    expect(await distanceFromNewPlace()).toMatchObject({ fromDistrictCentre: true });
    const res = await post({ latitude: '37,78010', longitude: ' 38,622 ' });
    expect(res.status).toBe(303);
    // Published as it was until the admin decides: the district's centre, marked approximate.
    const before = await findApprovedBusinessById(t.db, id);
    expect(before && mapPointOf(before)?.approximate).toBe(true);

    const listed = await callEndpoint(requests.GET, '/api/owner/requests', { bearer: admin });
    const change = listed.json.changes.find((c: { businessId: number }) => c.businessId === id);
    expect(change.changes).toEqual([
      { field: 'latitude', label: 'Enlem', before: '—', after: '37,7801' },
      { field: 'longitude', label: 'Boylam', before: '—', after: '38,622' },
    ]);
    const decision = 'approve';
    const approved = await callEndpoint(changeDecision.POST, `/api/owner/changes/${change.id}/${decision}`, {
      bearer: admin,
      method: 'POST',
      params: { id: String(change.id), decision },
    });
    expect(approved.status).toBe(200);

    const after = await findApprovedBusinessById(t.db, id);
    expect(after && mapPointOf(after)).toMatchObject({ lat: 37.7801, lng: 38.622, approximate: false });
    const distance = await distanceFromNewPlace();
    expect(distance?.fromDistrictCentre).toBe(false);
    // The visitor's position is rounded to about 100 m.
    expect(distance?.km).toBeLessThan(0.1);

    // Moved again: the approval panel shows the old place against the new one.
    expect((await post({ latitude: '37.7702', longitude: '38.6301' })).status).toBe(303);
    const again = await callEndpoint(requests.GET, '/api/owner/requests', { bearer: admin });
    expect(again.json.changes.find((c: { businessId: number }) => c.businessId === id).changes).toEqual([
      { field: 'latitude', label: 'Enlem', before: '37,7801', after: '37,7702' },
      { field: 'longitude', label: 'Boylam', before: '38,622', after: '38,6301' },
    ]);
  });
});
