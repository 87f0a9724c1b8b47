import { beforeAll, describe, expect, it } from 'vitest';
import { findSessionUser } from '~/features/identity/sessions.server.ts';
import * as closureRoute from '~/pages/api/owner/listings/[id]/closure.ts';
import BusinessPage from '~/pages/business/[id].astro';
import SectionPage from '~/pages/hesabim/isletme/[id]/[section].astro';
import { callEndpoint } from '../support/api.ts';
import { CLOSURE_TODAY, closureBannerText } from '../support/closures.ts';
import { withFixedClock } from '../support/fixed-clock.ts';
import { withTestDb } from '../support/lifecycle.ts';
import { renderHtml, renderPage } from '../support/pages.ts';
import { insertBusiness, lastAuditRow } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';

// An owner says their published listing is closed for now (until a day, when known) and open again, from
// /hesabim/isletme/{id}/gecici-kapanis: it applies at once through the listings core, the audit row naming
// the owner. Another owner, a visitor, a past day and a listing the desk closed for good are refused, and
// nothing is written.

const t = withTestDb();
let owner: { id: number; token: string };
let other: { id: number; token: string };
let listing: number;
let closedForGood: number;
let pending: number;

const PHONE = '0416 000 00 88';

beforeAll(async () => {
  owner = await signedInUser(t.db, 'owner', 'kapanis-sahibi');
  other = await signedInUser(t.db, 'owner', 'baska-sahip');
  const mine = { status: 'approved', category: 'Restoranlar', ownerId: owner.id, ownerVerified: 1 } as const;
  listing = await insertBusiness(t.db, 'Tadilattaki Lokanta', { ...mine, phone: PHONE, holidayMode: 'closed' });
  closedForGood = await insertBusiness(t.db, 'Kapanmış Lokanta', { ...mine, closure: 'closed_permanently' });
  pending = await insertBusiness(t.db, 'Bekleyen Lokanta', { ...mine, status: 'pending' });
});

const at = withFixedClock();
const today = () => at(CLOSURE_TODAY);

const post = (id: number, form: Record<string, string>, token: string | null = owner.token) =>
  callEndpoint(closureRoute.POST, `/api/owner/listings/${id}/closure`, {
    method: 'POST',
    ...(token ? { bearer: token } : {}),
    params: { id: String(id) },
    form,
  });

const stored = (id = listing) =>
  t.db
    .selectFrom('businesses')
    .select(['closure', 'reopensAt', 'holidayMode'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const audits = async () => (await t.db.selectFrom('auditLog').select('id').execute()).length;
const publicPage = () => renderHtml(BusinessPage, `/business/${listing}`, { params: { id: String(listing) } });
const section = async (id = listing, formState?: App.Locals['formState'], query = '') =>
  renderPage(SectionPage, `/hesabim/isletme/${id}/gecici-kapanis${query}`, {
    params: { id: String(id), section: 'gecici-kapanis' },
    locals: { user: await findSessionUser(t.db, owner.token), sessionToken: owner.token, formState },
  });

describe('the owner closes their listing for now and opens it again', () => {
  it('offers the form: the reopening day no earlier than today in Turkey', async () => {
    today();
    const html = await (await section()).text();
    expect(html).toContain('Geçici olarak kapalıyız');
    expect(html).toMatch(/name="reopensAt"[^>]*type="date"[^>]*min="2026-12-01"/);
    expect(html).not.toContain('Kalıcı olarak kapandı');
    expect(html).not.toContain('Taşındı');
  });

  it('names the listing’s other pages atop the section, this one marked as the page open', async () => {
    const html = await (await section()).text();
    const nav = /<nav aria-label="İşletmenizin sayfaları"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const links = [...nav.matchAll(/<a[^>]*href="([^"]+)"[^>]*>\s*([^<]+?)\s*</g)].map((m) => [m[1], m[2]]);
    expect(links.map(([, label]) => label)).toEqual([
      'Bilgiler',
      'Fotoğraflar',
      'Yorumlar ve yanıtlar',
      'Mesajlar',
      'İstatistikler',
      'Etkinlik ve fırsatlar',
      'Yorum afişi',
      'Geçici kapanış',
    ]);
    expect(links[0]?.[0]).toBe(`/hesabim/isletme/${listing}`);
    expect(nav).toMatch(new RegExp(`href="/hesabim/isletme/${listing}/gecici-kapanis"[^>]*aria-current="page"`));
    expect(nav.match(/aria-current/g)).toHaveLength(1);
  });

  it('closes at once with the day: the banner, no call, the audit row naming the owner and the day', async () => {
    today();
    const response = await post(listing, { action: 'close', reopensAt: '2026-12-12' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/hesabim/isletme/${listing}/gecici-kapanis?durum=kapatildi`);
    // The desk's holiday answer stays as it was.
    expect(await stored()).toEqual({ closure: 'closed_temporarily', reopensAt: '2026-12-12', holidayMode: 'closed' });
    const audit = await lastAuditRow(t.db);
    expect(audit).toMatchObject({ action: 'business.closure', actorId: owner.id, actorName: 'kapanis-sahibi' });
    expect(audit.summary).toBe(
      `Tadilattaki Lokanta (#${listing}): Açık → Geçici olarak kapalı · Yeniden açılış: 12 Aralık 2026`,
    );
    const html = await publicPage();
    expect(closureBannerText(html)).toMatch(/Geçici olarak kapalı\s*· 12 Aralık 2026’da yeniden açılıyor/);
    expect(html).not.toContain('tel:');
  });

  it('its section then says until when, with the button that opens it again', async () => {
    today();
    const html = await (await section(listing, undefined, '?durum=kapatildi')).text();
    expect(html.includes('Kapanış kaydedildi')).toBe(true);
    expect(html.replace(/<[^>]+>/g, '')).toContain('12 Aralık 2026’da yeniden açılıyor');
    expect(html).toContain('Yeniden açıldık');
    expect(html).not.toContain('name="reopensAt"');
  });

  it('"Yeniden açıldık" clears it: the call is back, the audit row names the owner', async () => {
    today();
    const response = await post(listing, { action: 'reopen' });
    expect(response.status).toBe(303);
    expect(await stored()).toEqual({ closure: null, reopensAt: null, holidayMode: 'closed' });
    const audit = await lastAuditRow(t.db);
    expect(audit).toMatchObject({ actorId: owner.id, actorName: 'kapanis-sahibi' });
    expect(audit.summary).toBe(`Tadilattaki Lokanta (#${listing}): Geçici olarak kapalı → Açık`);
    const html = await publicPage();
    expect(closureBannerText(html)).toBe('');
    expect(html).toContain('tel:');
  });

  it('a script gets JSON', async () => {
    today();
    const closed = await callEndpoint(closureRoute.POST, `/api/owner/listings/${listing}/closure`, {
      method: 'POST',
      bearer: owner.token,
      params: { id: String(listing) },
      body: { action: 'close' },
    });
    expect(closed.status).toBe(200);
    expect(closed.json).toEqual({ ok: true, closure: 'closed_temporarily', reopensAt: null });
    expect((await post(listing, { action: 'reopen' })).status).toBe(303);
  });
});

describe('refused, nothing written', () => {
  it('a past day: 400 in Turkish, the form shown again as typed', async () => {
    today();
    const [before, count] = [await stored(), await audits()];
    const refused = await post(listing, { action: 'close', reopensAt: '2026-11-30' });
    expect(refused.status).toBe(400);
    expect(refused.formState?.errors.reopensAt).toMatch(/^Yeniden açılış tarihi geçmişte olamaz/);
    const page = await section(listing, refused.formState);
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('Yeniden açılış tarihi geçmişte olamaz');
    expect(html).toMatch(/name="reopensAt"[^>]*value="2026-11-30"/);
    expect([await stored(), await audits()]).toEqual([before, count]);
  });

  it('another owner (403), a visitor (401), a listing closed for good (409), one not published (409)', async () => {
    today();
    const count = await audits();
    const foreign = await post(listing, { action: 'close' }, other.token);
    expect(foreign.status).toBe(403);
    expect(foreign.formState?.message).toBe('Bu işletme hesabınıza bağlı değil.');
    const anonymous = await post(listing, { action: 'close' }, null);
    expect(anonymous.status).toBe(401);
    const forGood = await post(closedForGood, { action: 'close', reopensAt: '2026-12-12' });
    expect(forGood.status).toBe(409);
    expect(forGood.formState?.message).toMatch(/^Bu işletme “Kalıcı olarak kapandı” ya da “Taşındı” olarak işaretli/);
    const forGoodReopen = await post(closedForGood, { action: 'reopen' });
    expect(forGoodReopen.status).toBe(409);
    const notPublished = await post(pending, { action: 'close' });
    expect(notPublished.status).toBe(409);
    expect(notPublished.formState?.message).toMatch(/^Geçici kapanış yalnızca yayındaki bir işletme/);
    const alreadyOpen = await post(listing, { action: 'reopen' });
    expect(alreadyOpen.status).toBe(409);
    expect(await stored()).toMatchObject({ closure: null, reopensAt: null });
    expect(await stored(closedForGood)).toMatchObject({ closure: 'closed_permanently' });
    expect(await stored(pending)).toMatchObject({ closure: null });
    expect(await audits()).toBe(count);
  });

  it('the section of a listing closed for good offers no form, only where to write', async () => {
    today();
    const html = await (await section(closedForGood)).text();
    expect(html).not.toContain('name="action"');
    expect(html).toContain('“Bildir” formundan');
  });
});
