import { describe, expect, it } from 'vitest';
import { listOutbox, MAIL_RETRY_DELAYS_MS, retryDueMail, sendMail } from '~/features/mail/mail.server.ts';
import { MAIL } from '~/features/mail/templates.ts';
import * as outbox from '~/pages/api/admin/outbox.ts';
import { callEndpoint } from '../support/api.ts';
import { withServer, withTestDb } from '../support/lifecycle.ts';
import { signedInUser } from '../support/sessions.ts';
import { startSmtpServer } from '../support/smtp-server.ts';

const t = withTestDb();
const smtp = withServer(startSmtpServer);
const from = 'Adıyaman Rehberi <bildirim@adiyamanrehberi.test>';

describe('sendMail over SMTP', () => {
  it('delivers the Turkish text and HTML and records the message as sent', async () => {
    const mail = MAIL.rejected('Kâhta Kebap Salonu', 'Adres eksik & telefon yanlış');
    const result = await sendMail(
      t.db,
      { to: 'sahip@example.com', kind: 'rejected', ...mail },
      { config: { url: smtp.url, from } },
    );
    expect(result.status).toBe('sent');
    const got = await smtp.waitFor('sahip@example.com');
    expect(got.subject).toBe('Başvurunuz onaylanmadı | Adıyaman Rehberi');
    expect(got.text).toContain('“Kâhta Kebap Salonu” başvurunuz onaylanmadı.');
    expect(got.text).toContain('Gerekçe: Adres eksik & telefon yanlış');
    expect(got.html).toContain('Adres eksik &amp; telefon yanlış');
    expect(got.parsed.from?.text).toContain('bildirim@adiyamanrehberi.test');
    const [row] = await listOutbox(t.db, { to: 'sahip@example.com' });
    expect(row).toMatchObject({ status: 'sent', attempts: 1, kind: 'rejected', lastError: null });
    expect(row?.sentAt).not.toBeNull();
  });

  it('keeps a message unsent in the outbox when no mail server is configured, and sends it once one is', async () => {
    const result = await sendMail(
      t.db,
      { to: 'bekleyen@example.com', ...MAIL.submissionReceived('Gerger Fırını') },
      { config: null },
    );
    expect(result.status).toBe('unsent');
    expect((await listOutbox(t.db, { to: 'bekleyen@example.com' }))[0]).toMatchObject({
      status: 'unsent',
      attempts: 0,
    });
    expect(smtp.received.some((m) => m.to.includes('bekleyen@example.com'))).toBe(false);

    expect(await retryDueMail(t.db, { config: { url: smtp.url, from } })).toBeGreaterThanOrEqual(1);
    expect((await smtp.waitFor('bekleyen@example.com')).subject).toBe('Başvurunuz alındı | Adıyaman Rehberi');
    expect((await listOutbox(t.db, { to: 'bekleyen@example.com' }))[0]?.status).toBe('sent');
  });

  it('with the server refusing, keeps the message for a retry with backoff and sends it on a later try', async () => {
    smtp.refuse = true;
    const now = new Date('2030-01-01T10:00:00.000Z');
    const config = { url: smtp.url, from };
    const result = await sendMail(
      t.db,
      { to: 'tekrar@example.com', ...MAIL.changeApproved('Besni Pide') },
      { now, config },
    );
    expect(result.status).toBe('retrying');
    let [row] = await listOutbox(t.db, { to: 'tekrar@example.com' });
    expect(row).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(row?.lastError).toMatch(/451/);
    expect(row?.nextAttemptAt).toBe(new Date(now.getTime() + MAIL_RETRY_DELAYS_MS[0]).toISOString());

    // Not due yet: nothing is tried.
    expect(await retryDueMail(t.db, { now: new Date(now.getTime() + 1000), config })).toBe(0);
    // Due, still refused: the second delay is longer.
    const second = new Date(now.getTime() + MAIL_RETRY_DELAYS_MS[0]);
    expect(await retryDueMail(t.db, { now: second, config })).toBe(1);
    [row] = await listOutbox(t.db, { to: 'tekrar@example.com' });
    expect(row).toMatchObject({ status: 'retrying', attempts: 2 });
    expect(row?.nextAttemptAt).toBe(new Date(second.getTime() + MAIL_RETRY_DELAYS_MS[1]).toISOString());

    smtp.refuse = false;
    await retryDueMail(t.db, { now: new Date(second.getTime() + MAIL_RETRY_DELAYS_MS[1]), config });
    expect((await smtp.waitFor('tekrar@example.com')).subject).toBe('Değişikliğiniz onaylandı | Adıyaman Rehberi');
    [row] = await listOutbox(t.db, { to: 'tekrar@example.com' });
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null, nextAttemptAt: null });
  });

  it('gives a message up after the last retry, and keeps it visible as failed', async () => {
    const config = { url: 'smtp://127.0.0.1:1', from };
    let now = new Date('2030-02-01T10:00:00.000Z');
    await sendMail(t.db, { to: 'kayip@example.com', ...MAIL.accountDeleted() }, { now, config });
    for (const delay of MAIL_RETRY_DELAYS_MS) {
      now = new Date(now.getTime() + delay);
      await retryDueMail(t.db, { now, config });
    }
    const [row] = await listOutbox(t.db, { to: 'kayip@example.com' });
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_RETRY_DELAYS_MS.length + 1, nextAttemptAt: null });
    expect(row?.lastError).toBeTruthy();
  });
});

describe('/api/admin/outbox', () => {
  it('is for admins only', async () => {
    expect((await callEndpoint(outbox.GET, '/api/admin/outbox')).status).toBe(401);
    const owner = await signedInUser(t.db, 'user', 'okuyucu');
    expect((await callEndpoint(outbox.GET, '/api/admin/outbox', { bearer: owner.token })).status).toBe(403);
  });

  it('lists every message with its state, unsent ones included', async () => {
    const admin = await signedInUser(t.db, 'admin');
    const res = await callEndpoint(outbox.GET, '/api/admin/outbox', { bearer: admin.token });
    expect(res.status).toBe(200);
    const statuses = res.json.messages.map((m: { to: string; status: string }) => `${m.to}:${m.status}`);
    expect(statuses).toContain('kayip@example.com:failed');
    expect(statuses).toContain('sahip@example.com:sent');
  });
});
