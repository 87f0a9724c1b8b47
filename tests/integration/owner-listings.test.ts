import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findApprovedBusinessById } from '~/features/directory/businesses.server.ts';
import { CHANGE_MSG, CLAIM_MSG } from '~/features/owners/messages.ts';
import { specialDaysOf } from '~/features/owners/special-days.server.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import * as changeDecision from '~/pages/api/owner/changes/[id]/[decision].ts';
import * as claim from '~/pages/api/owner/claim/[id].ts';
import * as claimDecision from '~/pages/api/owner/claims/[id]/[decision].ts';
import * as listing from '~/pages/api/owner/listings/[id].ts';
import * as requests from '~/pages/api/owner/requests.ts';
import { callEndpoint } from '../support/api.ts';
import {
  FAKE_REGISTRY_KEY,
  type FakeRegistryServer,
  startFakeRegistryServer,
} from '../support/fake-registry-server.ts';
import { businessRow } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
let smtp: TestSmtpServer;
let registry: FakeRegistryServer;
let admin: string;

beforeAll(async () => {
  t = await createTestDb();
  smtp = await startSmtpServer();
  registry = await startFakeRegistryServer();
  process.env.SMTP_URL = smtp.url;
  process.env.REGISTRY_API_URL = registry.baseUrl;
  process.env.REGISTRY_API_KEY = FAKE_REGISTRY_KEY;
  admin = (await signedInUser(t.db, 'admin')).token;
});
afterAll(async () => {
  for (const name of ['SMTP_URL', 'REGISTRY_API_URL', 'REGISTRY_API_KEY']) delete process.env[name];
  await registry.close();
  await smtp.close();
  await t.cleanup();
});
beforeEach(() => resetRateLimits());

const HOURS = { monday: '09:00-18:00', tuesday: '09:00-18:00', sunday: 'Kapalı' };

async function listingRow(values: {
  name: string;
  email?: string;
  taxId?: string;
  phone?: string;
  ownerId?: number;
  status?: string;
}) {
  const { id } = await t.db
    .insertInto('businesses')
    .values({
      category: 'Restoranlar',
      address: 'Atatürk Bulvarı No:1',
      district: 'Merkez',
      status: 'approved',
      workingHours: JSON.stringify(HOURS),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const claimCall = (id: number, token: string, body: object) =>
  callEndpoint(claim.POST, `/api/owner/claim/${id}`, { bearer: token, body, params: { id: String(id) } });

/** An edit of every add-business field as the owner's form sends it, from the listing's current values. */
const editBody = (over: Record<string, unknown> = {}) => ({
  name: 'Nemrut Sofrası',
  category: 'Restoranlar',
  address: 'Atatürk Bulvarı No:1',
  district: 'Merkez',
  workingHours: HOURS,
  specialDays: [],
  ...over,
});

describe('claiming a listing', () => {
  it('by a code mailed to the listing’s own address: a wrong code is refused, the right one makes the owner', async () => {
    const owner = await signedInUser(t.db, 'owner', 'kodcu');
    const id = await listingRow({ name: 'Gölbaşı Balık Evi', email: 'info@golbasibalik.example' });
    const sent = await claimCall(id, owner.token, { method: 'send-code' });
    expect(sent.status).toBe(200);
    expect(sent.json.status).toBe('code-sent');
    const mail = await smtp.waitFor('info@golbasibalik.example', 'İşletme sahipliği doğrulama kodu');
    expect(mail.subject).toBe('İşletme sahipliği doğrulama kodu | Adıyaman Rehberi');
    const code = /kodunuz: (\d{6})/.exec(mail.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await claimCall(id, owner.token, { method: 'code', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe(CLAIM_MSG.codeWrong);
    expect((await businessRow(t.db, id)).ownerId).toBeNull();

    const right = await claimCall(id, owner.token, { method: 'code', code });
    expect(right.status).toBe(200);
    expect(right.json.status).toBe('verified');
    const row = await businessRow(t.db, id);
    expect([row.ownerId, row.ownerVerified]).toEqual([owner.id, 1]);
    expect((await findApprovedBusinessById(t.db, id))?.ownerVerified).toBe(true);
    const result = await smtp.waitFor('kodcu@example.com', 'Sahiplik talebiniz onaylandı');
    expect(result.text).toContain('“Gölbaşı Balık Evi” artık hesabınıza bağlı.');

    // One owner per listing: another owner can only ask the admin.
    const other = await signedInUser(t.db, 'owner', 'ikinci');
    const again = await claimCall(id, other.token, { method: 'send-code' });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(CLAIM_MSG.ownedByOther);
  });

  it('by the tax registry: the listing’s VKN matches at once, another VKN does not', async () => {
    const owner = await signedInUser(t.db, 'owner', 'sicilci');
    const id = await listingRow({ name: 'Adıyaman Lokantası', taxId: '1234567890' });
    const mismatch = await claimCall(id, owner.token, { method: 'registry', taxId: '4540536920' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.error).toBe(CLAIM_MSG.registryMismatch);
    expect((await businessRow(t.db, id)).ownerId).toBeNull();

    const matched = await claimCall(id, owner.token, { method: 'registry', taxId: '1234567890' });
    expect(matched.status).toBe(200);
    expect(matched.json.status).toBe('verified');
    expect(registry.requests.some((r) => r.path === '/companies/1234567890')).toBe(true);
    expect((await businessRow(t.db, id)).ownerVerified).toBe(1);
    await smtp.waitFor('sicilci@example.com', 'Sahiplik talebiniz onaylandı');
  });

  it('by the admin: a request is rejected with the reason, a second one approved and the listing changes hands', async () => {
    const first = await signedInUser(t.db, 'owner', 'eskisahip');
    const claimant = await signedInUser(t.db, 'owner', 'talepci');
    const id = await listingRow({ name: 'Kâhta Kebap', ownerId: first.id });
    const note = 'İşletmenin yeni sahibiyim; devir sözleşmesini gönderebilirim.';
    const asked = await claimCall(id, claimant.token, { method: 'request', note });
    expect(asked.status).toBe(200);
    expect(asked.json.status).toBe('pending');
    expect((await claimCall(id, claimant.token, { method: 'request', note })).status).toBe(409);

    expect((await callEndpoint(requests.GET, '/api/owner/requests', { bearer: claimant.token })).status).toBe(403);
    const listed = await callEndpoint(requests.GET, '/api/owner/requests', { bearer: admin });
    const pending = listed.json.claims.find((c: { businessId: number }) => c.businessId === id);
    expect(pending).toMatchObject({
      claimantEmail: 'talepci@example.com',
      currentOwnerEmail: 'eskisahip@example.com',
      note,
    });

    const decide = (claimId: number, decision: string, body?: object) =>
      callEndpoint(claimDecision.POST, `/api/owner/claims/${claimId}/${decision}`, {
        bearer: admin,
        method: 'POST',
        body,
        params: { id: String(claimId), decision },
      });
    const rejected = await decide(pending.id, 'reject', { reason: 'Devir belgesi gönderilmedi.' });
    expect(rejected.status).toBe(200);
    const no = await smtp.waitFor('talepci@example.com', 'Sahiplik talebiniz reddedildi');
    expect(no.text).toContain('Gerekçe: Devir belgesi gönderilmedi.');
    expect((await businessRow(t.db, id)).ownerId).toBe(first.id);
    expect((await decide(pending.id, 'approve')).status).toBe(404);

    await claimCall(id, claimant.token, { method: 'request', note });
    const again = await callEndpoint(requests.GET, '/api/owner/requests', { bearer: admin });
    const second = again.json.claims.find((c: { businessId: number }) => c.businessId === id);
    expect((await decide(second.id, 'approve')).status).toBe(200);
    const row = await businessRow(t.db, id);
    expect([row.ownerId, row.ownerVerified]).toEqual([claimant.id, 1]);
    await smtp.waitFor('talepci@example.com', 'Sahiplik talebiniz onaylandı');
  });
});

describe('editing a listing through moderation', () => {
  it('an edit of a published listing waits, is shown as a diff, kept when rejected and published when approved', async () => {
    const owner = await signedInUser(t.db, 'owner', 'duzenleyen');
    const id = await listingRow({ name: 'Nemrut Sofrası', ownerId: owner.id });
    const params = { id: String(id) };
    const edit = (token: string, body: object) =>
      callEndpoint(listing.POST, `/api/owner/listings/${id}`, { bearer: token, body, params });

    // Only its owner: a visitor 401, another owner 403, an admin 403 (an owner's endpoint).
    expect((await callEndpoint(listing.GET, `/api/owner/listings/${id}`, { params })).status).toBe(401);
    const stranger = await signedInUser(t.db, 'owner', 'yabanci');
    expect(
      (await callEndpoint(listing.GET, `/api/owner/listings/${id}`, { bearer: stranger.token, params })).status,
    ).toBe(403);
    expect((await edit(stranger.token, editBody({ name: 'Başkasının Sofrası' }))).status).toBe(403);

    const newHours = { ...HOURS, monday: '10:00-22:00' };
    const specialDays = [
      { date: '2027-01-01', closed: true, note: 'Yılbaşı' },
      { date: '2027-04-23', opens: '12:00', closes: '16:00' },
    ];
    const sent = await edit(owner.token, editBody({ workingHours: newHours, specialDays, description: 'siktir git' }));
    expect(sent.status).toBe(200);
    expect(sent.json.applied).toBe(false);
    // The public listing stays as it was.
    expect((await findApprovedBusinessById(t.db, id))?.workingHours?.monday).toBe('09:00-18:00');
    expect(await specialDaysOf(t.db, id)).toEqual([]);

    const listed = await callEndpoint(requests.GET, '/api/owner/requests', { bearer: admin });
    const change = listed.json.changes.find((c: { businessId: number }) => c.businessId === id);
    expect(change.flagged).toBe(true);
    expect(change.changes).toEqual(
      expect.arrayContaining([
        {
          field: 'workingHours.monday',
          label: 'Çalışma saatleri · Pazartesi',
          before: '09:00-18:00',
          after: '10:00-22:00',
        },
        { field: 'description', label: 'Açıklama', before: '—', after: 'siktir git' },
        {
          field: 'specialDays',
          label: 'Özel günler',
          before: '—',
          after: '01.01.2027: Kapalı (Yılbaşı); 23.04.2027: 12:00-16:00',
        },
      ]),
    );
    expect(change.changes).toHaveLength(3);

    const decide = (decision: string, body?: object) =>
      callEndpoint(changeDecision.POST, `/api/owner/changes/${change.id}/${decision}`, {
        bearer: admin,
        method: 'POST',
        body,
        params: { id: String(change.id), decision },
      });
    expect((await decide('reject', { reason: 'Açıklama uygunsuz.' })).status).toBe(200);
    const no = await smtp.waitFor('duzenleyen@example.com', 'Değişikliğiniz onaylanmadı');
    expect(no.text).toContain('Gerekçe: Açıklama uygunsuz.');
    const kept = await callEndpoint(listing.GET, `/api/owner/listings/${id}`, { bearer: owner.token, params });
    expect(kept.json.change).toEqual({ status: 'rejected', rejectionReason: 'Açıklama uygunsuz.' });
    expect(kept.json.values.description).toBe('siktir git');
    expect((await findApprovedBusinessById(t.db, id))?.workingHours?.monday).toBe('09:00-18:00');

    // Corrected and sent again: the same change waits once more, then is published.
    const corrected = await edit(
      owner.token,
      editBody({ workingHours: newHours, specialDays, description: 'Ev yemekleri.' }),
    );
    expect(corrected.status).toBe(200);
    const again = await callEndpoint(requests.GET, '/api/owner/requests', { bearer: admin });
    const waiting = again.json.changes.filter((c: { businessId: number }) => c.businessId === id);
    expect(waiting).toHaveLength(1);
    expect(waiting[0].id).toBe(change.id);
    expect(waiting[0].flagged).toBe(false);
    expect((await decide('approve')).status).toBe(200);
    await smtp.waitFor('duzenleyen@example.com', 'Değişikliğiniz onaylandı');
    const published = await findApprovedBusinessById(t.db, id);
    expect(published?.workingHours?.monday).toBe('10:00-22:00');
    expect(published?.description).toBe('Ev yemekleri.');
    expect(await specialDaysOf(t.db, id)).toEqual([
      { date: '2027-01-01', closed: true, opens: null, closes: null, note: 'Yılbaşı' },
      { date: '2027-04-23', closed: false, opens: '12:00', closes: '16:00', note: null },
    ]);
    expect((await decide('approve')).status).toBe(404);
  });

  it('an edit of a listing not yet published is saved at once; bad special days are refused with nothing written', async () => {
    const owner = await signedInUser(t.db, 'owner', 'yenibasvuru');
    const id = await listingRow({ name: 'Tut Fırını', ownerId: owner.id, status: 'rejected' });
    const params = { id: String(id) };
    const bad = await callEndpoint(listing.POST, `/api/owner/listings/${id}`, {
      bearer: owner.token,
      params,
      body: editBody({ name: 'Tut Fırını', specialDays: [{ date: '2027-02-30', closed: true }] }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(CHANGE_MSG.specialDayDate);
    // A browser's form post comes back to the edit page with the values.
    const post = (fields: Record<string, string>) =>
      callEndpoint(listing.POST, `/api/owner/listings/${id}`, {
        bearer: owner.token,
        params,
        form: { name: 'Tut Fırını', category: 'Restoranlar', address: 'Tut Merkez', ...fields },
      });
    const form = await post({ 'specialDays.0.date': '2027-05-01', 'specialDays.0.opens': '9' });
    expect(form.status).toBe(400);
    expect(form.rewrittenTo).toBe(`/hesabim/isletme/${id}`);
    expect(form.formState?.values['specialDays.0.opens']).toBe('9');

    const saved = await post({
      'workingHours.monday': '07:00-19:00',
      'specialDays.0.date': '01.05.2027',
      'specialDays.0.closed': '1',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/hesabim?durum=kaydedildi');
    const row = await businessRow(t.db, id);
    expect([row.status, row.address, row.rejectionReason]).toEqual(['pending', 'Tut Merkez', null]);
    expect(JSON.parse(row.workingHours ?? '{}')).toEqual({ monday: '07:00-19:00' });
    expect(await specialDaysOf(t.db, id)).toEqual([
      { date: '2027-05-01', closed: true, opens: null, closes: null, note: null },
    ]);
  });
});
