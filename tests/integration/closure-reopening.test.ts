import { beforeAll, describe, expect, it } from 'vitest';
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { findSessionUser } from '~/features/identity/sessions.server.ts';
import DeskBusinessPage from '~/pages/admin/isletmeler/[id]/index.astro';
import * as closureRoute from '~/pages/api/desk/businesses/[id]/closure.ts';
import BusinessPage from '~/pages/business/[id].astro';
import BusinessesPage from '~/pages/businesses.astro';
import { callEndpoint } from '../support/api.ts';
import { CLOSURE_TODAY, closureBannerText } from '../support/closures.ts';
import { withFixedClock } from '../support/fixed-clock.ts';
import { withTestDb } from '../support/lifecycle.ts';
import { type Page, renderHtml, renderPage } from '../support/pages.ts';
import { insertBusiness, lastAuditRow } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';

// A listing closed for now says until when, if the desk was told: on its page (the banner), on its card
// and in its JSON-LD. A reopening day in the past is refused; once the day has passed and nobody changed
// the listing, it still reads closed, saying it was expected to reopen (never silently open).

const t = withTestDb();
let admin: { id: number; token: string };
let closing: number;
let open: number;

// Every clock of the test is fixed: on CLOSURE_TODAY (1 December 2026, noon in Turkey) unless it names another moment.
const PHONE = '0416 000 00 77';

beforeAll(async () => {
  admin = await signedInUser(t.db, 'admin', 'kapanis-yonetici');
  const approved = { status: 'approved', category: 'Restoranlar' } as const;
  closing = await insertBusiness(t.db, 'Yeniden Açılan Lokanta', { ...approved, rating: 5, phone: PHONE });
  open = await insertBusiness(t.db, 'Açık Lokanta', { ...approved, rating: 2, phone: '0416 000 00 66' });
});

const at = withFixedClock();

const closeUntil = (reopensAt: string, form = true) =>
  callEndpoint(closureRoute.POST, `/api/desk/businesses/${closing}/closure`, {
    method: 'POST',
    bearer: admin.token,
    params: { id: String(closing) },
    ...(form
      ? { form: { closure: 'closed_temporarily', reopensAt } }
      : { body: { closure: 'closed_temporarily', reopensAt } }),
  });

const render = (page: Page, url: string, params: Record<string, string> = {}) => renderHtml(page, url, { params });

const page = () => render(BusinessPage, `/business/${closing}`, { id: String(closing) });
const stored = () =>
  t.db.selectFrom('businesses').select(['closure', 'reopensAt']).where('id', '=', closing).executeTakeFirstOrThrow();

describe('a listing closed for now until a known day', () => {
  it('is set on the desk, and the audit row says the day in words', async () => {
    at(CLOSURE_TODAY);
    const response = await closeUntil('2026-12-12');
    expect(response.status).toBe(303);
    expect(await stored()).toEqual({ closure: 'closed_temporarily', reopensAt: '2026-12-12' });
    const audit = await lastAuditRow(t.db);
    expect(audit.action).toBe('business.closure');
    expect(audit.summary).toBe(
      `Yeniden Açılan Lokanta (#${closing}): Açık → Geçici olarak kapalı · Yeniden açılış: 12 Aralık 2026`,
    );
    expect(JSON.parse(audit.details ?? '{}')).toEqual({
      'Durum (taşındı / kapandı)': { from: 'Açık', to: 'Geçici olarak kapalı' },
      'Yeniden açılış': { from: '—', to: '12 Aralık 2026' },
    });
  });

  it('its page says until when, with the suffix the year asks for, and offers no call', async () => {
    at(CLOSURE_TODAY);
    const html = await page();
    expect(closureBannerText(html)).toMatch(/Geçici olarak kapalı\s*· 12 Aralık 2026’da yeniden açılıyor/);
    expect(html).not.toContain('tel:');
    // Closed for now, it keeps its address: not a former one.
    expect(html).not.toContain('Eski adres');
    expect(html).toMatch(/>\s*Adres\s*<\/dt>/);
  });

  it('its card in the list says the day it reopens', async () => {
    at(CLOSURE_TODAY);
    const html = await render(BusinessesPage, '/businesses?q=lokanta');
    const card = /<article[^>]*>(?:(?!<\/article>)[\s\S])*Yeniden Açılan Lokanta[\s\S]*?<\/article>/.exec(html)?.[0];
    expect(card).toContain('Geçici olarak kapalı');
    expect(card).toContain('Yeniden açılış: 12 Aralık 2026');
  });

  it('its JSON-LD says it is closed all day from today until the day before it reopens', async () => {
    at(CLOSURE_TODAY);
    const html = await page();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] as string))
      .find((x) => x['@type'] === 'LocalBusiness');
    expect(ld.specialOpeningHoursSpecification).toEqual({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: '2026-12-01',
      validThrough: '2026-12-11',
    });
    expect(ld.telephone).toBeUndefined();
  });

  it('says "bugün" on the day itself', async () => {
    at(new Date('2026-12-12T06:00:00Z'));
    expect(closureBannerText(await page())).toMatch(/Geçici olarak kapalı\s*· bugün yeniden açılıyor/);
  });
});

describe('a reopening day in the past', () => {
  it('is refused with a Turkish message, the form shown again with what was typed, nothing written', async () => {
    at(CLOSURE_TODAY);
    const before = await stored();
    const audits = (await lastAuditRow(t.db)).id;
    const refused = await closeUntil('2026-11-30');
    expect(refused.status).toBe(400);
    expect(refused.formState?.errors.reopensAt).toMatch(/^Yeniden açılış tarihi geçmişte olamaz/);
    expect(refused.formState?.values).toMatchObject({ closure: 'closed_temporarily', reopensAt: '2026-11-30' });
    // The desk's page again: the message beside the field, the day as typed.
    const desk = await renderPage(DeskBusinessPage, `/admin/isletmeler/${closing}`, {
      params: { id: String(closing) },
      locals: {
        user: await findSessionUser(t.db, admin.token),
        sessionToken: admin.token,
        formState: refused.formState,
      },
    });
    expect(desk.status).toBe(400);
    const html = await desk.text();
    expect(html).toContain('Yeniden açılış tarihi geçmişte olamaz');
    expect(html).toMatch(/name="reopensAt"[^>]*value="2026-11-30"|value="2026-11-30"[^>]*name="reopensAt"/);
    const json = await closeUntil('2020-01-01', false);
    expect(json.status).toBe(400);
    expect(JSON.stringify(json.json)).toContain('geçmişte olamaz');
    expect(await stored()).toEqual(before);
    expect((await lastAuditRow(t.db)).id).toBe(audits);
  });

  it('is refused in Turkey’s calendar: just after midnight in Adıyaman, yesterday in UTC is already past', async () => {
    at(new Date('2026-12-01T21:30:00Z')); // 2 December, 00:30 in Turkey
    const refused = await closeUntil('2026-12-01');
    expect(refused.status).toBe(400);
  });
});

describe('once the day has passed and nobody changed the listing', () => {
  it('still reads closed, saying it was expected to reopen, ranked after the open one, with no call', async () => {
    at(new Date('2026-12-20T09:00:00Z'));
    const html = await page();
    const text = closureBannerText(html);
    expect(text).toMatch(/Geçici olarak kapalı\s*· 12 Aralık 2026’da yeniden açılması bekleniyordu/);
    expect(text).toContain('Yeniden açıldığı henüz bildirilmedi');
    expect(text).not.toContain('yeniden açılıyor');
    // No text of the page says it is open (the map script's words, kept in an attribute, are not shown).
    expect(html).not.toMatch(/>\s*Şimdi açık\s*</);
    expect(html).not.toContain('tel:');
    const list = await listApprovedBusinesses(t.db, { q: 'lokanta', limit: 20, offset: 0 });
    expect(list.businesses.map((b) => b.id)).toEqual([open, closing]);
    const card = await render(BusinessesPage, '/businesses?q=lokanta');
    expect(card).toContain('Yeniden açılış: 12 Aralık 2026');
    expect(card).not.toContain('tel:04160000077');
  });

  it('opening it again on the desk clears the day', async () => {
    at(new Date('2026-12-20T09:00:00Z'));
    // A session of that day: the one made at the start of the test has run out by then.
    const later = await signedInUser(t.db, 'admin', 'kapanis-yonetici-2');
    const response = await callEndpoint(closureRoute.POST, `/api/desk/businesses/${closing}/closure`, {
      method: 'POST',
      bearer: later.token,
      params: { id: String(closing) },
      form: { closure: '', reopensAt: '2026-12-12' },
    });
    expect(response.status).toBe(303);
    expect(await stored()).toEqual({ closure: null, reopensAt: null });
    expect(JSON.parse((await lastAuditRow(t.db)).details ?? '{}')['Yeniden açılış']).toEqual({
      from: '12 Aralık 2026',
      to: '—',
    });
    expect(await page()).not.toContain('closure-banner');
  });
});
