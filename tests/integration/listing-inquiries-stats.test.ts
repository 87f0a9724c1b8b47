import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RequestLogWriter } from '~/features/analytics/request-log.server.ts';
import { INQUIRY_MSG } from '~/features/inquiries/messages.ts';
import { listingStats, turkeyDay } from '~/features/listing-stats/stats.server.ts';
import { publishedReplies } from '~/features/reviews/replies.server.ts';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import * as tap from '~/pages/api/businesses/[id]/git/[kind].ts';
import * as inquiries from '~/pages/api/businesses/[id]/inquiries/index.ts';
import * as reply from '~/pages/api/businesses/[id]/replies/[reviewId].ts';
import * as decide from '~/pages/api/moderation/[kind]/[id]/[decision].ts';
import { callEndpoint } from '../support/api.ts';
import { withSmtpServer, withTestDb } from '../support/lifecycle.ts';
import { ownedListing } from '../support/listing-photos.ts';
import { addListingStats, daysBefore } from '../support/listing-stats-days.ts';
import { countRows, insertBusiness, insertRow } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';

const t = withTestDb();
const smtp = withSmtpServer();
let owner: { id: number; token: string };
let admin: { id: number; token: string };
let listing: number;
let orphan: number;

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const message = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '0532 111 22 33',
  message: 'Merhaba, 12 Ağustos için iki kişilik oda ayırtmak istiyorum. Kahvaltı dahil mi?',
};
const send = (id: number, body: object, ip = '10.0.0.1') =>
  callEndpoint(inquiries.POST, `/api/businesses/${id}/inquiries`, { body, params: { id: String(id) }, ip });

beforeAll(async () => {
  owner = await signedInUser(t.db, 'owner', 'otelci');
  admin = await signedInUser(t.db, 'admin');
  listing = (await ownedListing(t.db, owner.id)).id;
  await t.db
    .updateTable('businesses')
    .set({ whatsappNumber: '0532 123 45 67', website: 'https://konak.example' })
    .execute();
  orphan = await insertBusiness(t.db, 'Sahipsiz Lokanta', {
    category: 'Restoran',
    address: 'Besni',
    district: null,
    status: 'approved',
  });
});
beforeEach(() => resetRateLimits());

describe('messages to a business', () => {
  it('stores the message and it reaches the owner’s mailbox on the SMTP server', async () => {
    const res = await send(listing, message);
    expect(res.status).toBe(201);
    const row = await t.db.selectFrom('businessInquiries').selectAll().executeTakeFirstOrThrow();
    expect([row.businessId, row.name, row.email, row.status]).toEqual([listing, message.name, message.email, 'new']);
    const mail = await smtp.waitFor('otelci@example.com', 'için yeni mesaj');
    expect(mail.subject).toBe('“Kâhta Konak Otel” için yeni mesaj | Adıyaman Rehberi');
    expect(mail.text).toContain('Kahvaltı dahil mi?');
    expect(mail.text).toContain('ayse@example.com');
    expect(mail.text).toContain(`/hesabim/isletme/${listing}/mesajlar`);
  });

  it('without an owner the admins get it', async () => {
    expect((await send(orphan, message)).status).toBe(201);
    const mail = await smtp.waitFor('yonetici@example.com', 'Sahipsiz Lokanta');
    expect(mail.text).toContain('/admin/gelen-kutusu');
  });

  it('refuses a message without text in Turkish, keeps nothing; a honeypot is answered and dropped', async () => {
    const before = await countRows(t.db, 'businessInquiries');
    const res = await send(listing, { ...message, message: '' });
    expect(res.status).toBe(400);
    expect(res.json.issues[0]).toEqual({ path: 'message', message: INQUIRY_MSG.message });
    expect((await send(listing, { ...message, [HONEYPOT_FIELD]: 'bot' })).status).toBe(201);
    expect(await countRows(t.db, 'businessInquiries')).toBe(before);
  });

  it('answers 404 for a listing not published', async () => {
    const pending = (await ownedListing(t.db, owner.id, 'Bekleyen', 'pending')).id;
    expect((await send(pending, message)).status).toBe(404);
  });
});

describe('the owner’s numbers', () => {
  it('add up over a known sequence of requests and ignore bots', async () => {
    const log = new RequestLogWriter(t.db);
    let visitor = 0;
    const view = (path: string, userAgent: string | null, statusCode = 200, method = 'GET') =>
      log.record({ ip: `10.1.2.${++visitor}`, method, path, statusCode, duration: 1, referrer: null, userAgent });
    view(`/business/${listing}`, BROWSER);
    view(`/business/${listing}?yorum=alindi`, BROWSER);
    view(`/business/${listing}`, BROWSER);
    view(`/business/${listing}`, BOT);
    view(`/business/${listing}`, null);
    view(`/business/${listing}/mesaj`, BROWSER);
    view(`/business/${listing}`, BROWSER, 304);
    view('/business/999999', BROWSER, 200);
    await log.flush();

    const tapAs = (kind: string, userAgent: string) =>
      callEndpoint(tap.GET, `/api/businesses/${listing}/git/${kind}`, {
        headers: { 'user-agent': userAgent, 'sec-fetch-site': 'same-origin' },
        params: { id: String(listing), kind },
      });
    const wa = await tapAs('whatsapp', BROWSER);
    expect(wa.status).toBe(302);
    expect(wa.headers.get('location')).toMatch(/^https:\/\/wa\.me\/905321234567/);
    expect((await tapAs('website', BROWSER)).headers.get('location')).toBe('https://konak.example');
    expect((await tapAs('website', BROWSER)).status).toBe(302);
    expect((await tapAs('website', BOT)).status).toBe(302);
    expect((await tapAs('directions', BROWSER)).status).toBe(404);
    expect((await tapAs('evil', BROWSER)).status).toBe(404);

    const stats = Object.fromEntries((await listingStats(t.db, listing)).map((s) => [s.kind, s]));
    expect(stats.view?.total).toBe(3);
    expect(stats.whatsapp?.total).toBe(1);
    expect(stats.website?.total).toBe(2);
    expect(stats.directions?.total).toBe(0);
    // The message of the first test (the honeypot and the refused one did not count).
    expect(stats.message?.total).toBe(1);
    expect(stats.view?.days.at(-1)).toEqual({ day: turkeyDay(new Date()), count: 3 });
    const rows = await t.db.selectFrom('listingStats').selectAll().where('businessId', '=', listing).execute();
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['businessId', 'count', 'day', 'kind']);
  });

  it('compares the last 30 days with the 30 before; keeps 13 months', async () => {
    const now = new Date();
    await addListingStats(t.db, listing, now, [
      { daysAgo: 40, kind: 'phone', count: 4 },
      { daysAgo: 10, kind: 'phone', count: 6 },
      { daysAgo: 420, kind: 'phone', count: 9 },
    ]);
    const phone = (await listingStats(t.db, listing)).find((s) => s.kind === 'phone');
    expect([phone?.total, phone?.previous]).toEqual([6, 4]);
    const { pruneExpiredRecords } = await import('~/features/analytics/retention.server.ts');
    await pruneExpiredRecords(t.db);
    const days = await t.db.selectFrom('listingStats').select('day').where('kind', '=', 'phone').execute();
    expect(days.map((d) => d.day).sort()).toEqual([daysBefore(40, now), daysBefore(10, now)]);
  });
});

describe('owner replies to reviews', () => {
  it('one moderated public reply per review, editable', async () => {
    const reviewId = await insertRow(t.db, 'reviews', {
      businessId: listing,
      authorName: 'Mehmet',
      rating: 4,
      comment: 'Manzara çok güzeldi.',
      status: 'approved',
    });
    const post = (body: string, token = owner.token) =>
      callEndpoint(reply.POST, `/api/businesses/${listing}/replies/${reviewId}`, {
        body: { body },
        bearer: token,
        params: { id: String(listing), reviewId: String(reviewId) },
      });
    expect((await post('Teşekkür ederiz, yine bekleriz!')).json).toEqual({ published: false });
    expect((await publishedReplies(t.db, listing)).size).toBe(0);
    const other = await signedInUser(t.db, 'owner', 'rakip');
    expect((await post('Başka biri', other.token)).status).toBe(404);
    const row = await t.db.selectFrom('reviewReplies').select('id').executeTakeFirstOrThrow();
    const approve = () =>
      callEndpoint(decide.POST, `/api/moderation/reply/${row.id}/approve`, {
        method: 'POST',
        bearer: admin.token,
        params: { kind: 'reply', id: String(row.id), decision: 'approve' },
      });
    expect((await approve()).status).toBe(200);
    expect((await publishedReplies(t.db, listing)).get(reviewId)?.body).toBe('Teşekkür ederiz, yine bekleriz!');
    // An edit waits while the published text stays.
    await post('Teşekkürler Mehmet Bey!');
    expect((await publishedReplies(t.db, listing)).get(reviewId)?.body).toBe('Teşekkür ederiz, yine bekleriz!');
    await approve();
    expect((await publishedReplies(t.db, listing)).get(reviewId)?.body).toBe('Teşekkürler Mehmet Bey!');
    expect(await countRows(t.db, 'reviewReplies')).toBe(1);
    expect((await approve()).status).toBe(404);
  });
});
