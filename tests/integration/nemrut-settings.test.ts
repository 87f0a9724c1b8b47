import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEMRUT_MSG } from '~/features/tourism/messages.ts';
import { readNemrutSettings } from '~/features/tourism/nemrut.server.ts';
import { DEFAULT_NEMRUT_SETTINGS } from '~/features/tourism/nemrut.ts';
import { nemrutPage } from '~/features/tourism/nemrut-page.server.ts';
import * as settingsRoute from '~/pages/api/desk/tourism/nemrut.ts';
import { callEndpoint } from '../support/api.ts';
import { insertBusiness } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// The operator's figures of the Nemrut trip: stored from the desk (an admin only, every figure checked),
// and the page leaves earlier when the drive takes longer.

let t: TestDb;
let admin: string;

beforeAll(async () => {
  t = await createTestDb();
  admin = (await signedInUser(t.db, 'admin', 'nemrut-masasi')).token;
  await insertBusiness(t.db, 'Karadut Pansiyon', {
    category: 'Oteller',
    status: 'approved',
    district: 'Kâhta',
    latitude: 37.9731,
    longitude: 38.7231,
  });
});
afterAll(() => t.cleanup());

const figures = {
  driveFromKahtaMin: 90,
  driveFromCentreMin: 140,
  walkMin: 30,
  marginMin: 20,
  roadStatus: 'snow',
  season: 'Kar var; zincir takın.',
};

describe('the Nemrut desk', () => {
  it('refuses a visitor without the admin role and a figure out of range', async () => {
    const anonymous = await callEndpoint(settingsRoute.POST, '/api/desk/tourism/nemrut', { body: figures });
    expect(anonymous.status).toBe(401);
    const bad = await callEndpoint(settingsRoute.POST, '/api/desk/tourism/nemrut', {
      bearer: admin,
      body: { ...figures, walkMin: -5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toContainEqual({ path: 'walkMin', message: NEMRUT_MSG.minutesRange });
    expect(await readNemrutSettings(t.db)).toEqual(DEFAULT_NEMRUT_SETTINGS);
  });

  it('stores the figures, and the page shows the road status and leaves earlier for a longer drive', async () => {
    const before = await nemrutPage(t.db, '2026-06-21', new Date());
    const saved = await callEndpoint(settingsRoute.POST, '/api/desk/tourism/nemrut', { bearer: admin, body: figures });
    expect(saved.status).toBe(200);
    expect(await readNemrutSettings(t.db)).toEqual(figures);
    const after = await nemrutPage(t.db, '2026-06-21', new Date());
    expect(after.road).toEqual({ status: 'snow', label: 'Karlı: zincir ve kış lastiği gerekli' });
    const leave = (m: typeof after) => m.times.find((x) => x.testid === 'leave-kahta')?.value;
    expect(leave(after)).not.toBe(leave(before));
    expect(after.stops.find((s) => s.id === 'arsameia')?.near.sleep.map((l) => l.name)).toEqual(['Karadut Pansiyon']);
    expect(after.jsonLd.map((ld) => (ld as { '@type': string })['@type'])).toEqual([
      'TouristAttraction',
      'TouristTrip',
    ]);
  });

  it('a date that is no date is refused on the page with the Turkish message', async () => {
    const page = await nemrutPage(t.db, '2026-02-31', new Date());
    expect(page.dateError).toBe(NEMRUT_MSG.badDate);
  });
});
