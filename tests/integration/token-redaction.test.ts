import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokenState } from '~/features/accounts/accounts.server.ts';
import { RequestLogWriter } from '~/features/analytics/request-log.server.ts';
import { retryDueMail } from '~/features/mail/mail.server.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import * as forgot from '~/pages/api/account/forgot.ts';
import * as outbox from '~/pages/api/admin/outbox.ts';
import * as events from '~/pages/api/analytics/events.ts';
import { callEndpoint } from '../support/api.ts';
import { withTestDb } from '../support/lifecycle.ts';
import { signedInUser } from '../support/sessions.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.ts';

const t = withTestDb();
let smtp: TestSmtpServer;
const from = 'Adıyaman Rehberi <bildirim@adiyamanrehberi.test>';

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});
beforeEach(() => {
  resetRateLimits();
  delete process.env.SMTP_URL;
});

/** Every `token=` value in a text. */
const tokensIn = (text: string) => [...text.matchAll(/[?&;]token=([^&\s"'<>#]*)/g)].map((m) => m[1] ?? '');

async function owner(email: string) {
  await t.db.insertInto('users').values({ username: email, email, role: 'owner', emailVerified: 1 }).execute();
}

/** The outbox row to an address, once the site has written it (a mail may go out after the answer). */
async function outboxRowTo(to: string, status?: string) {
  for (let i = 0; i < 200; i++) {
    const row = await t.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', to).executeTakeFirst();
    if (row && (!status || row.status === status)) return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no ${status ?? ''} outbox row to ${to}`);
}

describe('tokens out of the request log', () => {
  it('a request-log row of a reset link keeps the path but not the token, in the path and in the Referer', async () => {
    const writer = new RequestLogWriter(t.db);
    writer.record({
      ip: '85.105.1.2',
      method: 'GET',
      path: '/hesap/sifre-sifirla?token=CANLI-sifirlama_jetonu',
      statusCode: 200,
      duration: 3,
      referrer: 'https://rehber.example/hesap/dogrula?token=CANLI-dogrulama_jetonu&durum=1',
      userAgent: 'Mozilla/5.0',
    });
    await writer.flush();
    const row = await t.db
      .selectFrom('requestLog')
      .selectAll()
      .where('path', 'like', '/hesap/sifre-sifirla%')
      .executeTakeFirstOrThrow();
    expect(row.path).toBe('/hesap/sifre-sifirla?token=***');
    expect(row.referrer).toBe('https://rehber.example/hesap/dogrula?token=***&durum=1');
    expect(JSON.stringify(row)).not.toContain('CANLI');
  });

  it('an analytics event sent from a page with a token in its address keeps the path, not the token', async () => {
    const sent = await callEndpoint(events.POST, '/api/analytics/events', {
      body: { name: 'sifre_sayfasi', path: '/hesap/sifre-sifirla?token=CANLI-olay_jetonu' },
    });
    expect(sent.status).toBe(201);
    const row = await t.db
      .selectFrom('analyticsEvents')
      .select('path')
      .where('name', '=', 'sifre_sayfasi')
      .executeTakeFirstOrThrow();
    expect(row.path).toBe('/hesap/sifre-sifirla?token=***');
  });
});

describe('tokens out of the outbox', () => {
  it('a reset mail delivered over SMTP carries its live link; the sent outbox row keeps none', async () => {
    process.env.SMTP_URL = smtp.url;
    process.env.MAIL_FROM = from;
    await owner('gonderilen@kahta.example');
    const answer = await callEndpoint(forgot.POST, '/api/account/forgot', {
      body: { email: 'gonderilen@kahta.example' },
    });
    expect(answer.status).toBeLessThan(400);
    const mail = await smtp.waitFor('gonderilen@kahta.example');
    const [token] = tokensIn(mail.text);
    expect(token).toBeTruthy();
    expect(await tokenState(t.db, token ?? '', 'reset')).toBe('live');

    const row = await outboxRowTo('gonderilen@kahta.example', 'sent');
    expect(row.textBody).toContain('/hesap/sifre-sifirla?token=');
    expect(`${row.textBody}${row.htmlBody}`).not.toContain(token);
    for (const kept of [...tokensIn(row.textBody), ...tokensIn(row.htmlBody ?? '')]) {
      expect(await tokenState(t.db, kept, 'reset')).toBe('invalid');
    }
    delete process.env.MAIL_FROM;
  });

  it('an admin reading the outbox API sees an unsent reset mail with its link masked; the mail still goes out whole', async () => {
    await owner('bekleyen@kahta.example');
    await callEndpoint(forgot.POST, '/api/account/forgot', { body: { email: 'bekleyen@kahta.example' } });
    const stored = await outboxRowTo('bekleyen@kahta.example', 'unsent');
    const [liveToken] = tokensIn(stored.textBody);
    expect(await tokenState(t.db, liveToken ?? '', 'reset')).toBe('live');

    const admin = await signedInUser(t.db, 'admin', 'giden-kutusu');
    const listed = await callEndpoint(outbox.GET, '/api/admin/outbox', { bearer: admin.token });
    expect(listed.status).toBe(200);
    const message = listed.json.messages.find((m: { to: string }) => m.to === 'bekleyen@kahta.example');
    expect(message.text).toContain('/hesap/sifre-sifirla?token=');
    expect(listed.text).not.toContain(liveToken);
    for (const shown of tokensIn(message.text)) expect(await tokenState(t.db, shown, 'reset')).toBe('invalid');

    // Masking is for readers of the outbox only: once a mail server is there, the owner gets the live link.
    expect(await retryDueMail(t.db, { config: { url: smtp.url, from } })).toBeGreaterThanOrEqual(1);
    const delivered = await smtp.waitFor('bekleyen@kahta.example');
    expect(tokensIn(delivered.text)).toEqual([liveToken]);
  });
});
