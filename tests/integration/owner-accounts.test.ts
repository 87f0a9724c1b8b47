import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmEmailChange, verifyEmail } from '~/features/accounts/accounts.server.ts';
import { ACCOUNT_MSG } from '~/features/accounts/messages.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';
import * as deleteRoute from '~/pages/api/account/delete.ts';
import * as emailRoute from '~/pages/api/account/email.ts';
import * as exportRoute from '~/pages/api/account/export.ts';
import * as forgot from '~/pages/api/account/forgot.ts';
import * as login from '~/pages/api/account/login.ts';
import * as passwordRoute from '~/pages/api/account/password.ts';
import * as reset from '~/pages/api/account/reset.ts';
import * as signup from '~/pages/api/account/signup.ts';
import { callEndpoint } from '../support/api.ts';
import { withSmtpServer, withTestDb } from '../support/lifecycle.ts';
import { signedInUser } from '../support/sessions.ts';

// Every login and password change runs scrypt at its full cost (N=2^17): slow on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

const t = withTestDb();
const smtp = withSmtpServer({ MAIL_FROM: 'Adıyaman Rehberi <bildirim@adiyamanrehberi.test>' });
beforeEach(() => resetRateLimits());

/** The token of the link in a mail's text (the page given). */
function tokenIn(text: string, page: string): string {
  const match = text.match(new RegExp(`${page}\\?token=([\\w-]+)`));
  if (!match?.[1]) throw new Error(`no ${page} link in ${text}`);
  return match[1];
}

const owner = { name: 'Ayşe Yıldız', email: 'ayse@kahta.example', password: 'Nemrut-Gunes-2030' };

describe('sign-up, verification and login', () => {
  it('sign-up mails a verification link; login is refused until it is opened, then works once verified', async () => {
    // An anonymous submission with the same address becomes the account's on verification.
    const { id: businessId } = await t.db
      .insertInto('businesses')
      .values({
        name: 'Kâhta Pide Salonu',
        category: 'Restoranlar',
        address: 'Kâhta Merkez',
        ownerEmail: 'AYSE@kahta.example',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const res = await callEndpoint(signup.POST, '/api/account/signup', {
      form: { ...owner, passwordRepeat: owner.password },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ACCOUNT_PAGES.login}?durum=kayit-alindi`);
    // The account is opened after the answer (which tells nothing about the address): its mail says when.
    const mail = await smtp.waitFor(owner.email);
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', owner.email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'owner', emailVerified: 0 });
    expect(user.passwordHash).toMatch(/^scrypt\$/);

    expect(mail.subject).toBe('E-posta adresinizi doğrulayın | Adıyaman Rehberi');
    expect(mail.html).toContain('E-postamı doğrula');

    const early = await callEndpoint(login.POST, '/api/account/login', {
      body: { email: owner.email, password: owner.password },
    });
    expect(early.status).toBe(403);
    expect(early.json.error).toBe(ACCOUNT_MSG.notVerified);
    expect(early.setCookies.ar_session).toBeUndefined();

    const token = tokenIn(mail.text, ACCOUNT_PAGES.verify);
    expect((await verifyEmail(t.db, token)).ok).toBe(true);
    expect(await verifyEmail(t.db, token)).toMatchObject({ ok: false, message: ACCOUNT_MSG.linkInvalid });
    const owned = await t.db
      .selectFrom('businesses')
      .select('ownerId')
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow();
    expect(owned.ownerId).toBe(user.id);

    const ok = await callEndpoint(login.POST, '/api/account/login', {
      form: { email: owner.email, password: owner.password, next: '/hesabim' },
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/hesabim');
    expect(ok.setCookies.ar_session?.value).toBeTruthy();
  });

  it('refuses a short password and unequal repeats, writing nothing; a second sign-up with a known address opens no account', async () => {
    const count = async () =>
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const cases: [Record<string, string>, number, string][] = [
      [{ ...owner, email: 'yeni@example.com', password: 'kisa', passwordRepeat: 'kisa' }, 400, ACCOUNT_MSG.password],
      [{ ...owner, email: 'yeni@example.com', passwordRepeat: 'baska-bir-sifre' }, 400, ACCOUNT_MSG.passwordRepeat],
    ];
    for (const [form, status, message] of cases) {
      const res = await callEndpoint(signup.POST, '/api/account/signup', { form });
      expect(res.status).toBe(status);
      expect(res.formState?.message).toBe(message);
      expect(res.formState?.values.password).toBeUndefined();
      expect(res.formState?.values.email).toBe(form.email);
      expect(res.rewrittenTo).toBe(ACCOUNT_PAGES.signup);
    }
    const again = await callEndpoint(signup.POST, '/api/account/signup', {
      form: { ...owner, passwordRepeat: owner.password },
    });
    expect([again.status, again.headers.get('location')]).toEqual([303, `${ACCOUNT_PAGES.login}?durum=kayit-alindi`]);
    await smtp.waitFor(owner.email, 'zaten bir hesabınız var');
    expect(await count()).toBe(before);
  });

  it('a wrong password gets the generic message', async () => {
    const res = await callEndpoint(login.POST, '/api/account/login', {
      body: { email: owner.email, password: 'yanlis-sifre' },
    });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe(ACCOUNT_MSG.invalidCredentials);
  });
});

describe('forgotten password', () => {
  it('the reset link works once', async () => {
    const res = await callEndpoint(forgot.POST, '/api/account/forgot', { form: { email: owner.email } });
    expect(res.status).toBe(303);
    const mail = await smtp.waitFor(owner.email, 'Şifre sıfırlama');
    const token = tokenIn(mail.text, ACCOUNT_PAGES.reset);
    const newPassword = 'Perre-Antik-Kenti-7';
    const done = await callEndpoint(reset.POST, '/api/account/reset', {
      form: { token, password: newPassword, passwordRepeat: newPassword },
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${ACCOUNT_PAGES.login}?durum=sifre-yenilendi`);
    const again = await callEndpoint(reset.POST, '/api/account/reset', {
      body: { token, password: 'Baska-Sifre-99', passwordRepeat: 'Baska-Sifre-99' },
    });
    expect(again.status).toBe(400);
    expect(again.json.error).toBe(ACCOUNT_MSG.linkInvalid);
    const loggedIn = await callEndpoint(login.POST, '/api/account/login', {
      body: { email: owner.email, password: newPassword },
    });
    expect(loggedIn.status).toBe(200);
    owner.password = newPassword;
  });

  it('the reset link expires after an hour', async () => {
    const sentBefore = smtp.received.length;
    await callEndpoint(forgot.POST, '/api/account/forgot', { body: { email: owner.email } });
    // The link is mailed after the answer: wait for this request's own mail.
    await vi.waitFor(() => {
      if (!smtp.received.slice(sentBefore).some((m) => m.subject.startsWith('Şifre sıfırlama')))
        throw new Error('no mail yet');
    }, 5000);
    const mail = smtp.received.slice(sentBefore).find((m) => m.subject.startsWith('Şifre sıfırlama'));
    const token = tokenIn(mail?.text ?? '', ACCOUNT_PAGES.reset);
    await t.db
      .updateTable('accountTokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'reset')
      .where('usedAt', 'is', null)
      .execute();
    const res = await callEndpoint(reset.POST, '/api/account/reset', {
      body: { token, password: 'Yeni-Sifre-123', passwordRepeat: 'Yeni-Sifre-123' },
    });
    expect(res.status).toBe(410);
    expect(res.json.error).toBe(ACCOUNT_MSG.linkExpired);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = smtp.received.length;
    const res = await callEndpoint(forgot.POST, '/api/account/forgot', { form: { email: 'kimse@example.com' } });
    expect(res.status).toBe(303);
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.received.length).toBe(before);
  });
});

describe('signed-in owner', () => {
  async function session(email = owner.email, password = owner.password) {
    const res = await callEndpoint(login.POST, '/api/account/login', { body: { email, password } });
    expect(res.status).toBe(200);
    return res.json.token as string;
  }

  it('owner endpoints answer 401 to a visitor and 403 to another role', async () => {
    expect((await callEndpoint(exportRoute.GET, '/api/account/export')).status).toBe(401);
    const admin = await signedInUser(t.db, 'admin');
    expect((await callEndpoint(exportRoute.GET, '/api/account/export', { bearer: admin.token })).status).toBe(403);
    expect((await callEndpoint(passwordRoute.POST, '/api/account/password', { body: {} })).status).toBe(401);
  });

  it('changes the password with the current one only', async () => {
    const bearer = await session();
    const wrong = await callEndpoint(passwordRoute.POST, '/api/account/password', {
      bearer,
      body: { currentPassword: 'yanlis', password: 'Yeni-Guzel-Sifre-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe(ACCOUNT_MSG.wrongPassword);
    const ok = await callEndpoint(passwordRoute.POST, '/api/account/password', {
      bearer,
      body: { currentPassword: owner.password, password: 'Yeni-Guzel-Sifre-1' },
    });
    expect(ok.status).toBe(200);
    owner.password = 'Yeni-Guzel-Sifre-1';
    await session();
  });

  it('changes the e-mail once the link sent to the new address is opened', async () => {
    const bearer = await session();
    const res = await callEndpoint(emailRoute.POST, '/api/account/email', {
      bearer,
      body: { currentPassword: owner.password, email: 'ayse.yeni@kahta.example' },
    });
    expect(res.status).toBe(200);
    expect(
      (await t.db.selectFrom('users').select('id').where('email', '=', owner.email).executeTakeFirst())?.id,
    ).toBeDefined();
    const mail = await smtp.waitFor('ayse.yeni@kahta.example', 'Yeni e-posta adresinizi doğrulayın');
    expect((await confirmEmailChange(t.db, tokenIn(mail.text, ACCOUNT_PAGES.confirmEmail))).ok).toBe(true);
    owner.email = 'ayse.yeni@kahta.example';
    await session();
  });

  it('downloads the account data as JSON without the password hash', async () => {
    const bearer = await session();
    const res = await callEndpoint(exportRoute.GET, '/api/account/export', { bearer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(res.json.account.email).toBe(owner.email);
    expect(res.json.businesses.map((b: { name: string }) => b.name)).toContain('Kâhta Pide Salonu');
    expect(res.text).not.toContain('scrypt$');
  });

  it('deletes the account: listings stay unowned, the admin is told, the session ends', async () => {
    const bearer = await session();
    const user = await t.db.selectFrom('users').select('id').where('email', '=', owner.email).executeTakeFirstOrThrow();
    const res = await callEndpoint(deleteRoute.POST, '/api/account/delete', {
      bearer,
      body: { currentPassword: owner.password },
    });
    expect(res.status).toBe(200);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
    const business = await t.db
      .selectFrom('businesses')
      .select('ownerId')
      .where('name', '=', 'Kâhta Pide Salonu')
      .executeTakeFirstOrThrow();
    expect(business.ownerId).toBeNull();
    const notice = await smtp.waitFor('yonetici@example.com', 'Bir işletme sahibi hesabını sildi');
    expect(notice.text).toContain('Kâhta Pide Salonu');
    expect((await smtp.waitFor(owner.email, 'Hesabınız silindi')).subject).toBe('Hesabınız silindi | Adıyaman Rehberi');
    expect((await callEndpoint(exportRoute.GET, '/api/account/export', { bearer })).status).toBe(401);
  });
});
