import ical, { type VEvent } from 'node-ical';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '~/features/listing-posts/clock.ts';
import {
  holidayFrom,
  openLink,
  saveHolidayAnswers,
  sendHolidayReminders,
  sendStillRightReminders,
} from '~/features/listing-posts/reminders.server.ts';
import { decideModeration } from '~/features/moderation/moderation.server.ts';
import { specialDaysOf } from '~/features/owners/special-days.server.ts';
import * as postsRoute from '~/pages/api/businesses/[id]/posts.ts';
import BusinessPage from '~/pages/business/[id].astro';
import EventsPage from '~/pages/etkinlikler.astro';
import * as feedRoute from '~/pages/etkinlikler.ics.ts';
import OffersPage from '~/pages/firsatlar.astro';
import ConfirmPage from '~/pages/hatirlatma/dogru.astro';
import { callEndpoint } from '../support/api.ts';
import { type Page, renderHtml } from '../support/pages.ts';
import { insertBusiness } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// Owners' posts and the reminders, by an injected clock: an offer leaves the page and the list at its end;
// an approved event is on the calendar, in its JSON-LD and in the iCalendar feed; the holiday mail goes
// out once per owner ten days before a bayram and its answers become special days; the 90-day link works
// once, expires, and dates 'Son doğrulama'.

let t: TestDb;
let owner: { id: number; token: string };
let admin = { id: 0, username: 'yonetici' };
let business: number;
const at = (iso: string) => new Date(iso);
let clock = at('2027-06-01T09:00:00Z');

beforeAll(async () => {
  t = await createTestDb();
  owner = await signedInUser(t.db, 'owner', 'etkinlik-sahibi');
  admin = { id: (await signedInUser(t.db, 'admin', 'etkinlik-yonetici')).id, username: 'etkinlik-yonetici' };
  business = await insertBusiness(t.db, 'Fırat Kahvesi', {
    status: 'approved',
    ownerId: owner.id,
    ownerVerified: 1,
    district: 'Kâhta',
    updatedAt: '2027-01-01T10:00:00.000Z',
  });
  setClock(() => clock);
});
afterEach(() => {
  clock = at('2027-06-01T09:00:00Z');
});
afterAll(async () => {
  setClock(null);
  await t.cleanup();
});

const render = (page: Page, url: string, params: Record<string, string> = {}) => renderHtml(page, url, { params });

/** The owner's posts: an offer with an end date and a code, an evening event in Kâhta. */
const OFFER = { kind: 'offer', title: 'Menengiç kahvesine %20 indirim', endsAt: '2027-06-03T18:00', code: 'FIRAT20' };
const EVENT = {
  kind: 'event',
  title: 'Kâhta Türkü Gecesi',
  startsAt: '2027-06-12T20:00',
  endsAt: '2027-06-12T23:00',
  price: '150 TL',
};

/** Sends the owner's post, which is accepted (201) to wait for moderation: its id. */
async function sendPost(fields: Record<string, string>): Promise<number> {
  const sent = await callEndpoint(postsRoute.POST, `/api/businesses/${business}/posts`, {
    method: 'POST',
    bearer: owner.token,
    params: { id: String(business) },
    body: fields,
  });
  expect(sent.status).toBe(201);
  return sent.json.id;
}

const approve = (id: number) => decideModeration(t.db, 'post', id, { approve: true }, admin);

const businessPage = () => render(BusinessPage, `/business/${business}`, { id: String(business) });

/** A reminder is sent on its day only: none the day before, one mail on the day, none again the day after. */
async function expectMailsOnlyOn(send: typeof sendHolidayReminders, days: [before: string, on: string, after: string]) {
  const sent: number[] = [];
  for (const day of days) sent.push(await send(t.db, at(day)));
  expect(sent).toEqual([0, 1, 0]);
}

/** The texts of the mails asking whether the listing is still right, oldest first. */
async function stillRightMails() {
  const mails = await t.db
    .selectFrom('mailOutbox')
    .select('textBody')
    .where('subject', 'like', 'Bilgileriniz%')
    .orderBy('id')
    .execute();
  return mails.map((mail) => mail.textBody);
}

const confirmLinkIn = (text = '') => /(\/hatirlatma\/dogru\?l=[\w.-]+)/.exec(text)?.[1] ?? '';

describe('owner posts', () => {
  it('an offer with an end date shows while current and leaves the page and the list at its end', async () => {
    expect(await approve(await sendPost(OFFER))).toBe(true);
    const auditRow = await t.db.selectFrom('auditLog').select('action').orderBy('id', 'desc').executeTakeFirst();
    expect(auditRow?.action).toBe('listingpost.approve');

    expect(await businessPage()).toContain(OFFER.title);
    expect(await render(OffersPage, '/firsatlar')).toContain(OFFER.code);

    clock = at('2027-06-03T15:00:01Z'); // 18:00:01 in Istanbul
    expect(await businessPage()).not.toContain(OFFER.title);
    expect(await render(OffersPage, '/firsatlar')).not.toContain(OFFER.code);
  });

  it('an event is on the calendar, in its Event JSON-LD and in the iCalendar feed after approval', async () => {
    const id = await sendPost(EVENT);
    expect(await render(EventsPage, '/etkinlikler')).not.toContain(EVENT.title);
    await approve(id);

    const html = await render(EventsPage, '/etkinlikler?ilce=K%C3%A2hta');
    expect(html).toContain(EVENT.title);
    expect(html).toContain(`/etkinlikler/${id}.ics`);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .flatMap((m) => [JSON.parse(m[1] ?? 'null')].flat())
      .find((item) => item?.['@type'] === 'Event');
    expect(ld).toMatchObject({ name: EVENT.title, startDate: '2027-06-12T17:00:00.000Z' });
    expect(await render(EventsPage, '/etkinlikler?ilce=Besni')).not.toContain(EVENT.title);

    const feed = await callEndpoint(feedRoute.GET, '/etkinlikler.ics');
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const events = Object.values(ical.sync.parseICS(feed.text)).filter((item) => item?.type === 'VEVENT');
    expect(events).toHaveLength(1);
    const [event] = events as VEvent[];
    expect(String(event?.summary)).toBe(EVENT.title);
    expect(event?.start.toISOString()).toBe('2027-06-12T17:00:00.000Z');

    clock = at('2027-06-12T20:00:01Z');
    expect(await render(EventsPage, '/etkinlikler')).not.toContain(EVENT.title);
  });
});

describe('reminders', () => {
  it('mails the holiday form once per owner ten days before a bayram; the answers become special days', async () => {
    // Ramazan Bayramı 2027: arife 8 March, the feast 9–11 March.
    await expectMailsOnlyOn(sendHolidayReminders, [
      '2027-02-25T09:00:00Z',
      '2027-02-26T09:00:00Z',
      '2027-02-27T09:00:00Z',
    ]);
    const mails = await t.db
      .selectFrom('mailOutbox')
      .select(['textBody', 'toAddress'])
      .where('kind', '=', 'reminder')
      .execute();
    expect(mails).toHaveLength(1);
    const token = /\/hatirlatma\/bayram\?l=([\w.-]+)/.exec(mails[0]?.textBody ?? '')?.[1] ?? '';
    expect(mails[0]?.textBody).toContain('/hatirlatma/iptal?l=');

    const opened = await openLink(t.db, token, 'holiday', at('2027-02-27T09:00:00Z'));
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(holidayFrom('2027-03-08')?.days.map((d) => d.date)).toEqual([
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
      '2027-03-11',
    ]);
    const saved = await saveHolidayAnswers(
      t.db,
      opened.link,
      [
        { date: '2027-03-08', choice: 'custom', opens: '09:00', closes: '13:00' },
        { date: '2027-03-09', choice: 'closed' },
        { date: '2027-03-10', choice: 'normal' },
        { date: '2027-03-11', choice: 'normal' },
      ],
      at('2027-02-27T10:00:00Z'),
    );
    expect(saved).toBe(true);
    expect(await specialDaysOf(t.db, business)).toMatchObject([
      { date: '2027-03-08', closed: false, opens: '09:00', closes: '13:00' },
      { date: '2027-03-09', closed: true },
    ]);
    clock = at('2027-03-01T09:00:00Z');
    expect(await businessPage()).toContain('Bayram saatleri sahibi tarafından 27 Şubat 2027 günü doğrulandı');
  });

  it("the 90-day 'Evet, doğru' link works once, expires, and dates 'Son doğrulama'", async () => {
    await expectMailsOnlyOn(sendStillRightReminders, [
      '2027-03-15T09:00:00Z',
      '2027-04-02T09:00:00Z',
      '2027-04-03T09:00:00Z',
    ]);
    const [mail] = await stillRightMails();
    const link = confirmLinkIn(mail);
    expect(mail).toContain(`/hesabim/isletme/${business}`);

    clock = at('2027-04-05T08:00:00Z');
    const first = await render(ConfirmPage, link);
    expect(first).toContain('bilgileriniz doğrulandı');
    expect(await render(ConfirmPage, link)).toContain('daha önce kullanıldı');
    expect(await render(ConfirmPage, `${link.slice(0, -2)}xx`)).toContain('geçersiz');
    expect(await businessPage()).toContain('Son doğrulama: 5 Nisan 2027');

    // A link not used within its days expires.
    expect(await sendStillRightReminders(t.db, at('2027-07-10T09:00:00Z'))).toBe(1);
    const expired = confirmLinkIn((await stillRightMails()).at(-1));
    clock = at('2027-08-10T09:00:00Z');
    expect(await render(ConfirmPage, expired)).toContain('süresi dolmuş');
  });
});
