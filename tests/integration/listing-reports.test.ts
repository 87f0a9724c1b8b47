import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MSG } from '~/features/contact/messages.ts';
import { findInboxItem, listInbox, setInboxStatus } from '~/features/desk/inbox.server.ts';
import { DESK_MSG, INBOX_KIND_LABELS } from '~/features/desk/messages.ts';
import { REPORT_MSG, REPORT_REASON_LABELS, reportFormPath, reportSentPath } from '~/features/reports/messages.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import { TOO_LONG } from '~/lib/messages.ts';
import * as report from '~/pages/api/businesses/[id]/report.ts';
import * as replyRoute from '~/pages/api/desk/inbox/[kind]/[id]/reply.ts';
import * as resolveRoute from '~/pages/api/desk/inbox/report/[id]/resolve.ts';
import { type CallOptions, callEndpoint } from '../support/api.ts';
import { expectFormPosts, expectGuardedPublicForm, itRefusesEach } from '../support/form-checks.ts';
import { countRows, insertBusiness } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// 'Bilgiler yanlış / kapandı': visitors report a listing from its page; the report waits in the desk's
// inbox as its own kind, where an admin reads, answers and files it.

const valid = {
  reason: 'moved',
  message: 'Depremden sonra Kâhta çarşısındaki konteyner kente taşındılar.',
  name: 'Mehmet Aydın',
  email: 'mehmet@example.com',
};

let t: TestDb;
let approvedId: number;
let pendingId: number;

const countReports = () => countRows(t.db, 'listingReports');
const call = (id: number | string, options: CallOptions) =>
  callEndpoint(report.POST, `/api/businesses/${id}/report`, { ...options, params: { id: String(id) } });
const post = (id: number | string, body: unknown) => call(id, { body });
const postForm = (id: number | string, form: Record<string, string>) => call(id, { form });
const atApproved = (context: Parameters<NonNullable<typeof report.POST>>[0]) =>
  report.POST!({ ...context, params: { id: String(approvedId) } } as never);

const reportRow = (id: number) =>
  t.db.selectFrom('listingReports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestDb();
  approvedId = await insertBusiness(t.db, 'Kâhta Sofrası', { status: 'approved' });
  pendingId = await insertBusiness(t.db, 'Bekleyen Lokanta');
});
beforeEach(() => resetRateLimits());
afterAll(async () => t.cleanup());

describe('POST /api/businesses/[id]/report', () => {
  it('stores one new report with its reason, message, name and e-mail', async () => {
    const before = await countReports();
    const res = await post(approvedId, valid);
    expect(res.status).toBe(201);
    expect(await countReports()).toBe(before + 1);
    const row = await reportRow(res.json.report.id);
    expect(row).toMatchObject({ businessId: approvedId, ...valid, status: 'new' });
  });

  it('keeps a report without name and e-mail as absent, not empty', async () => {
    const res = await post(approvedId, { reason: 'closed_permanently', message: '  Dükkân kapanmış.  ' });
    expect(res.status).toBe(201);
    const row = await reportRow(res.json.report.id);
    expect(row).toMatchObject({ reason: 'closed_permanently', message: 'Dükkân kapanmış.', name: null, email: null });
  });

  itRefusesEach(
    [
      ['no reason', { reason: undefined }, REPORT_MSG.reason],
      ['an unknown reason', { reason: 'sikayet' }, REPORT_MSG.reason],
      ['no message', { message: undefined }, REPORT_MSG.message],
      ['a message of spaces', { message: '        ' }, REPORT_MSG.message],
      ['a too short message', { message: 'Yok' }, REPORT_MSG.message],
      ['a too long message', { message: 'a'.repeat(2001) }, TOO_LONG],
      ['a malformed e-mail', { email: 'mehmet@example' }, CONTACT_MSG.email],
      ['a name past its limit', { name: 'Ş'.repeat(121) }, TOO_LONG],
    ],
    (patch) => post(approvedId, { ...valid, ...patch }),
    countReports,
  );

  it('answers 404 for unknown, malformed and unpublished businesses and writes nothing', async () => {
    const before = await countReports();
    for (const id of ['999999', 'abc', String(pendingId)]) {
      expect((await post(id, valid)).status).toBe(404);
      expect((await postForm(id, valid)).rewrittenTo).toBeUndefined();
    }
    expect(await countReports()).toBe(before);
  });

  it('answers 415, 413, malformed JSON, honeypot and rate limit without writing', async () => {
    await expectGuardedPublicForm(atApproved, `/api/businesses/${approvedId}/report`, valid, countReports);
  });
});

describe("POST /api/businesses/[id]/report as a browser's form post", () => {
  it('is stored once and sent on (303) to the report page saying it was received', async () => {
    const before = await countReports();
    const res = await postForm(approvedId, { ...valid, email: '' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/business/${approvedId}/bildir?durum=bildirim-alindi`);
    expect(await countReports()).toBe(before + 1);
  });

  it('refused, shows the report page again with the Turkish messages and every value as typed', async () => {
    const before = await countReports();
    const typed = { reason: '', message: 'Kapalı', name: 'Mehmet', email: 'mehmet@' };
    const res = await postForm(approvedId, typed);
    expect(res.status).toBe(400);
    expect(res.rewrittenTo).toBe(reportFormPath(approvedId));
    expect(res.formState).toEqual({
      status: 400,
      message: REPORT_MSG.reason,
      values: typed,
      errors: { reason: REPORT_MSG.reason, email: CONTACT_MSG.email },
    });
    expect(await countReports()).toBe(before);
  });

  it('answers the confirmation, the form again, the honeypot and the rate limit like every public form', async () => {
    await expectFormPosts(
      atApproved,
      `/api/businesses/${approvedId}/report`,
      {
        valid,
        invalid: { ...valid, message: 'Yok' },
        field: 'message',
        message: REPORT_MSG.message,
        formPage: reportFormPath(approvedId),
        sentPage: reportSentPath(approvedId),
      },
      countReports,
    );
  });
});

describe('reports in the desk inbox', () => {
  it('are listed as their own kind, named by business and reason, found by text and filtered by kind', async () => {
    const { id } = (await post(approvedId, { ...valid, message: 'Telefon numarası artık başka bir dükkânın.' })).json
      .report;
    const { items } = await listInbox(t.db, { kind: 'report', q: 'başka bir dükkân' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'report',
      id,
      name: 'Mehmet Aydın',
      email: 'mehmet@example.com',
      subject: `Kâhta Sofrası: ${REPORT_REASON_LABELS.moved}`,
      status: 'new',
      details: [
        { label: 'İşletme', value: `Kâhta Sofrası (#${approvedId})` },
        { label: 'Neden', value: 'Taşındı' },
      ],
    });
    expect(INBOX_KIND_LABELS.report).toBe('Yanlış bilgi / kapandı bildirimi');
    const all = await listInbox(t.db, {});
    expect(all.items.some((i) => i.kind === 'report' && i.id === id)).toBe(true);
    expect((await listInbox(t.db, { kind: 'contact' })).items.some((i) => i.kind === 'report')).toBe(false);
  });

  it('a report without a name is from a visitor; its status changes like any message', async () => {
    const { id } = (await post(approvedId, { reason: 'wrong_info', message: 'Çalışma saatleri yanlış.' })).json.report;
    const item = await findInboxItem(t.db, 'report', id);
    expect(item).toMatchObject({ name: REPORT_MSG.anonymous, email: null });
    expect(await setInboxStatus(t.db, 'report', id, 'archived')).toBe(true);
    expect((await findInboxItem(t.db, 'report', id))?.status).toBe('archived');
    expect(await setInboxStatus(t.db, 'report', 999_999, 'read')).toBe(false);
  });

  it('an admin answers a report; the reply is kept with it and the report is marked answered', async () => {
    const admin = await signedInUser(t.db, 'admin', 'bildirim-yonetici');
    const { id } = (await post(approvedId, valid)).json.report;
    const res = await callEndpoint(replyRoute.POST, `/api/desk/inbox/report/${id}/reply`, {
      method: 'POST',
      body: { subject: 'Bildiriminiz', body: 'Yeni adresi ekledik, teşekkürler.' },
      bearer: admin.token,
      params: { kind: 'report', id: String(id) },
    });
    expect(res.status).toBe(200);
    expect(res.json.reply).toMatchObject({ toEmail: 'mehmet@example.com' });
    const row = await t.db.selectFrom('listingReports').select('status').where('id', '=', id).executeTakeFirst();
    expect(row?.status).toBe('answered');
  });
});

describe('resolving a report on the desk', () => {
  const resolve = (id: number, form: Record<string, string>, token: string) =>
    callEndpoint(resolveRoute.POST, `/api/desk/inbox/report/${id}/resolve`, {
      bearer: token,
      form,
      headers: { origin: 'http://127.0.0.1:4321' },
      params: { id: String(id) },
    });
  const mailsTo = (to: string) =>
    t.db.selectFrom('mailOutbox').select(['kind', 'textBody']).where('toAddress', '=', to).execute();

  it('links to the listing, keeps the note, files the report and mails the owner when it led to a change', async () => {
    const admin = await signedInUser(t.db, 'admin', 'bildirim-cozen');
    const owner = await signedInUser(t.db, 'owner', 'kahta-sahibi');
    await t.db.updateTable('businesses').set({ ownerId: owner.id }).where('id', '=', approvedId).execute();
    const { id } = (await post(approvedId, valid)).json.report;
    expect((await findInboxItem(t.db, 'report', id))?.listing).toEqual({ id: approvedId, name: 'Kâhta Sofrası' });

    const res = await resolve(id, { note: 'Yeni adresi işletmenin sayfasına yazdık.', ledToChange: 'on' }, admin.token);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain(`/admin/gelen-kutusu/report/${id}`);
    const item = await findInboxItem(t.db, 'report', id);
    expect(item?.status).toBe('archived');
    expect(item?.resolution).toMatchObject({ note: 'Yeni adresi işletmenin sayfasına yazdık.', ledToChange: true });
    const mails = await mailsTo('kahta-sahibi@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['reportResolved']);
    expect(mails[0]?.textBody).toContain('Yeni adresi işletmenin sayfasına yazdık.');
    const audit = await t.db.selectFrom('auditLog').select('action').where('action', '=', 'inbox.resolve').execute();
    expect(audit).toHaveLength(1);
  });

  it('without a change the owner gets no mail; a blank note is refused with the Turkish message', async () => {
    const admin = await signedInUser(t.db, 'admin', 'bildirim-cozen-2');
    const { id } = (await post(approvedId, valid)).json.report;
    const before = (await mailsTo('kahta-sahibi@example.com')).length;
    const refused = await resolve(id, { note: '  ' }, admin.token);
    expect(refused.status).toBe(400);
    expect(refused.formState?.errors.note).toBe(DESK_MSG.reportResolveNoteMin);
    expect((await findInboxItem(t.db, 'report', id))?.resolution).toBeUndefined();
    expect((await resolve(id, { note: 'Bilgiler doğru, değişiklik gerekmedi.' }, admin.token)).status).toBe(303);
    expect((await findInboxItem(t.db, 'report', id))?.resolution?.ledToChange).toBe(false);
    expect((await mailsTo('kahta-sahibi@example.com')).length).toBe(before);
  });
});
