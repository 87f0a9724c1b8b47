// One login, one session policy (issue 28, item 3) and the account items of item 6: who is signed in is
// decided the same way on every login path, every proof of identity that changes ends the other sessions
// and mailed links, and neither sign-up nor forgot-password tells whether an address has an account.
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmEmailChange } from '~/features/accounts/accounts.server.ts';
import { ACCOUNT_MSG } from '~/features/accounts/messages.ts';
import { ensureFirstAdmin } from '~/features/identity/admin-users.server.ts';
import { PASSWORD_MSG } from '~/features/identity/messages.ts';
import { hashPassword } from '~/features/identity/passwords.server.ts';
import { createSession, findSessionUser } from '~/features/identity/sessions.server.ts';
import { PASSWORD_MIN, SESSION_COOKIE } from '~/lib/constants.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';
import * as deleteRoute from '~/pages/api/account/delete.ts';
import * as emailRoute from '~/pages/api/account/email.ts';
import * as forgotRoute from '~/pages/api/account/forgot.ts';
import * as ownerLoginRoute from '~/pages/api/account/login.ts';
import * as passwordRoute from '~/pages/api/account/password.ts';
import * as resetRoute from '~/pages/api/account/reset.ts';
import * as signupRoute from '~/pages/api/account/signup.ts';
import * as adminLoginRoute from '~/pages/api/auth/login.ts';
import * as approveRoute from '~/pages/api/businesses/[id]/approve.ts';
import { callEndpoint } from '../support/api.ts';
import { withSmtpServer, withTestDb } from '../support/lifecycle.ts';

// Logins and password changes run scrypt at its full cost (N=2^17): slow on a loaded machine.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDb();
const smtp = withSmtpServer({ MAIL_FROM: 'Adıyaman Rehberi <bildirim@adiyamanrehberi.test>' });
const ORIGIN = 'http://127.0.0.1:4321';

// Mail sent after an answer may still be on its way (the hooks after all run last-registered first).
afterAll(() => new Promise((r) => setTimeout(r, 300)));
beforeEach(() => resetRateLimits());

/** An owner account straight in the database, verified or not. */
async function owner(email: string, password: string, verified: boolean) {
  const { id } = await t.db
    .insertInto('users')
    .values({
      username: email,
      email,
      role: 'owner',
      emailVerified: verified ? 1 : 0,
      passwordHash: await hashPassword(password),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The next mail to `to` about `subject` after the first `after` ones received. */
async function mailAfter(after: number, to: string, subject: string) {
  const until = Date.now() + 10_000;
  for (;;) {
    const mail = smtp.received.slice(after).find((m) => m.to.includes(to) && m.subject.includes(subject));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail to ${to} about ${subject}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

function tokenIn(text: string, page: string): string {
  const match = text.match(new RegExp(`${page}\\?token=([\\w-]+)`));
  if (!match?.[1]) throw new Error(`no ${page} link in ${text}`);
  return match[1];
}

const live = async (token: string) => (await findSessionUser(t.db, token)) !== null;
/** Asks for a password reset of `email` (answered 200) and gives the token of the link mailed. */
async function mailedResetToken(email: string): Promise<string> {
  const before = smtp.received.length;
  const asked = await callEndpoint(forgotRoute.POST, '/api/account/forgot', { body: { email } });
  expect(asked.status).toBe(200);
  return tokenIn((await mailAfter(before, email, 'Şifre sıfırlama')).text, ACCOUNT_PAGES.reset);
}
/** Sets a new password through a reset link, typed twice alike. */
const resetPassword = (token: string, password: string) =>
  callEndpoint(resetRoute.POST, '/api/account/reset', { body: { token, password, passwordRepeat: password } });
/** A verified owner signed in twice (this session and another one), a reset link mailed. */
async function ownerSignedInTwice(email: string, password: string) {
  const id = await owner(email, password, true);
  const mine = await createSession(t.db, id);
  const other = await createSession(t.db, id);
  return { mine, other, resetToken: await mailedResetToken(email) };
}
/** A reset link that no longer works: refused with 400 and the Turkish reason. */
async function expectDeadResetLink(token: string, password: string) {
  const answer = await resetPassword(token, password);
  expect(answer.status).toBe(400);
  expect(answer.json.error).toBe(ACCOUNT_MSG.linkInvalid);
}

describe('one verified-e-mail rule on every login path', () => {
  it('an unverified owner gets no session from the admin login endpoint nor from the owner login endpoint', async () => {
    const email = 'dogrulanmamis@kahta.example';
    const password = 'Nemrut-Gunes-Dogusu-44';
    const id = await owner(email, password, false);
    const admin = await callEndpoint(adminLoginRoute.POST, '/api/auth/login', { body: { username: email, password } });
    const adminForm = await callEndpoint(adminLoginRoute.POST, '/api/auth/login', {
      form: { username: email, password, next: '/hesabim' },
    });
    const owners = await callEndpoint(ownerLoginRoute.POST, '/api/account/login', { body: { email, password } });
    for (const response of [admin, adminForm, owners]) {
      expect(response.status).toBe(403);
      expect(response.setCookies[SESSION_COOKIE]).toBeUndefined();
      expect(response.text).not.toMatch(/"token"/);
    }
    expect(admin.json.error).toBe(ACCOUNT_MSG.notVerified);
    const sessions = await t.db.selectFrom('userSessions').select('id').where('userId', '=', id).execute();
    expect(sessions).toEqual([]);
  });
});

describe('one per-client limit on every password check', () => {
  it('the owner login counts per visitor behind a trusted proxy (clientIp), not per proxy', async () => {
    const email = 'vekil@kahta.example';
    const password = 'Perre-Kenti-Surlari-81';
    await owner(email, password, true);
    process.env.TRUSTED_PROXIES = '127.0.0.1';
    process.env.RATE_LIMIT_LOGIN = '2/1m';
    try {
      const viaProxy = (visitor: string, pw: string) =>
        callEndpoint(ownerLoginRoute.POST, '/api/account/login', {
          body: { email, password: pw },
          ip: '127.0.0.1',
          headers: { 'x-forwarded-for': visitor },
        });
      for (let i = 0; i < 2; i++) expect((await viaProxy('85.105.1.2', `yanlis-sifre-${i}`)).status).toBe(401);
      const locked = await viaProxy('85.105.1.2', password);
      expect(locked.status).toBe(429);
      expect((await viaProxy('88.230.4.5', password)).status).toBe(200);
    } finally {
      delete process.env.TRUSTED_PROXIES;
      delete process.env.RATE_LIMIT_LOGIN;
    }
  });

  it('the current password of a password change, an e-mail change and a deletion is limited like a login', async () => {
    const email = 'sinir@kahta.example';
    const password = 'Cendere-Koprusu-1977';
    const id = await owner(email, password, true);
    const { token } = await createSession(t.db, id);
    process.env.RATE_LIMIT_LOGIN = '2/1m';
    try {
      const ip = '10.7.7.7';
      const wrongChange = await callEndpoint(passwordRoute.POST, '/api/account/password', {
        bearer: token,
        ip,
        body: { currentPassword: 'yanlis-sifre-1', password: 'Yepyeni-Bir-Sifre-2030' },
      });
      expect(wrongChange.status).toBe(400);
      const wrongEmail = await callEndpoint(emailRoute.POST, '/api/account/email', {
        bearer: token,
        ip,
        body: { currentPassword: 'yanlis-sifre-2', email: 'baska@kahta.example' },
      });
      expect(wrongEmail.status).toBe(400);
      // Over the limit, even the right password is refused, on every form that asks for it.
      const deletion = await callEndpoint(deleteRoute.POST, '/api/account/delete', {
        bearer: token,
        ip,
        body: { currentPassword: password },
      });
      expect(deletion.status).toBe(429);
      expect(deletion.headers.get('retry-after')).toBeTruthy();
      const change = await callEndpoint(passwordRoute.POST, '/api/account/password', {
        bearer: token,
        ip,
        body: { currentPassword: password, password: 'Yepyeni-Bir-Sifre-2030' },
      });
      expect(change.status).toBe(429);
      // The login shares the budget: the same guesser cannot switch to the login form.
      const login = await callEndpoint(ownerLoginRoute.POST, '/api/account/login', { ip, body: { email, password } });
      expect(login.status).toBe(429);
      expect(await t.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
    } finally {
      delete process.env.RATE_LIMIT_LOGIN;
    }
  });
});

describe('one Origin check whatever headers come with the cookie', () => {
  it('a cross-site post with the session cookie is refused even when a Bearer or another Authorization header comes too', async () => {
    const email = 'kurabiye@kahta.example';
    const password = 'Arsameia-Kalesi-2024';
    const id = await owner(email, password, true);
    const { token } = await createSession(t.db, id);
    for (const authorization of [`Bearer ${token}`, 'Basic YWRtaW46eA==']) {
      const response = await callEndpoint(passwordRoute.POST, '/api/account/password', {
        cookies: { [SESSION_COOKIE]: token },
        headers: { origin: 'https://kotu-site.example', authorization },
        body: { currentPassword: password, password: 'Kotu-Niyetli-Sifre-99' },
      });
      expect(response.status, authorization).toBe(403);
    }
    const { id: adminId } = await t.db
      .insertInto('users')
      .values({ username: 'yonetici-origin', email: 'yonetici-origin@example.com', role: 'admin', emailVerified: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const admin = await createSession(t.db, adminId);
    const approve = await callEndpoint(approveRoute.POST, '/api/businesses/1/approve', {
      method: 'POST',
      params: { id: '1' },
      bearer: admin.token,
      cookies: { [SESSION_COOKIE]: admin.token },
      headers: { origin: 'https://kotu-site.example' },
    });
    expect(approve.status).toBe(403);
  });
});

describe('a change of password, address or role ends the other sessions and the mailed links', () => {
  it('a password change keeps the session that made it and ends every other one; older reset links die', async () => {
    const email = 'degisim@kahta.example';
    const password = 'Eski-Kahta-Kalesi-1';
    const { mine, other, resetToken } = await ownerSignedInTwice(email, password);

    const changed = await callEndpoint(passwordRoute.POST, '/api/account/password', {
      bearer: mine.token,
      body: { currentPassword: password, password: 'Yeni-Karakus-Tumulusu-2' },
    });
    expect(changed.status).toBe(200);
    expect(await live(mine.token)).toBe(true);
    expect(await live(other.token)).toBe(false);
    await expectDeadResetLink(resetToken, 'Saldirganin-Sifresi-77');
  });

  it('using one reset link ends every session and voids the other reset links', async () => {
    const email = 'sifirla@kahta.example';
    const id = await owner(email, 'Eski-Besni-Bagi-12', true);
    const session = await createSession(t.db, id);
    const older = await mailedResetToken(email);
    const newer = await mailedResetToken(email);
    const used = await resetPassword(newer, 'Yeni-Golbasi-Golu-34');
    expect(used.status).toBe(200);
    expect(await live(session.token)).toBe(false);
    await expectDeadResetLink(older, 'Baska-Tut-Ilcesi-56');
  });

  it('an e-mail change, once confirmed, ends every other session and voids the links mailed before', async () => {
    const email = 'adres@kahta.example';
    const password = 'Eski-Sincik-Yaylasi-9';
    const { mine, other, resetToken } = await ownerSignedInTwice(email, password);
    const before = smtp.received.length;
    const requested = await callEndpoint(emailRoute.POST, '/api/account/email', {
      bearer: mine.token,
      body: { currentPassword: password, email: 'adres.yeni@kahta.example' },
    });
    expect(requested.status).toBe(200);
    const mail = await mailAfter(before, 'adres.yeni@kahta.example', 'Yeni e-posta');
    expect((await confirmEmailChange(t.db, tokenIn(mail.text, ACCOUNT_PAGES.confirmEmail), mine.token)).ok).toBe(true);
    expect(await live(mine.token)).toBe(true);
    expect(await live(other.token)).toBe(false);
    await expectDeadResetLink(resetToken, 'Saldirganin-Sifresi-78');
  });

  it('a role change ends the sessions the account had under its old role', async () => {
    // A visitor's account named 'admin' made an admin at first start must not carry its sessions over.
    const admins = t.db.selectFrom('users').select('id').where('role', '=', 'admin');
    await t.db.deleteFrom('userSessions').where('userId', 'in', admins).execute();
    await t.db.deleteFrom('users').where('role', '=', 'admin').execute();
    const { id } = await t.db
      .insertInto('users')
      .values({ username: 'admin', email: 'admin-ziyaretci@example.com', role: 'user', emailVerified: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = await createSession(t.db, id);
    expect(await ensureFirstAdmin(t.db, 'Guclu-Yonetici-Parolasi-2150')).toMatchObject({ created: true });
    expect((await t.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role).toBe(
      'admin',
    );
    expect(await live(session.token)).toBe(false);
  });
});

describe('next= after login stays on this site for every spelling', () => {
  const spellings = ['/.//evil.example', '/..//evil.example', '//evil.example', '/\\evil.example', '/%2F/evil.example'];

  it('the admin and the owner login send the browser only to a path that resolves on this origin', async () => {
    const email = 'yonlendir@kahta.example';
    const password = 'Zeugma-Mozaikleri-31';
    await owner(email, password, true);
    for (const next of spellings) {
      const owners = await callEndpoint(ownerLoginRoute.POST, '/api/account/login', {
        form: { email, password, next },
      });
      const admins = await callEndpoint(adminLoginRoute.POST, '/api/auth/login', {
        form: { username: email, password, next },
      });
      for (const response of [owners, admins]) {
        expect(response.status, next).toBe(303);
        const location = response.headers.get('location') ?? '';
        expect(new URL(location, ORIGIN).origin, `${next} → ${location}`).toBe(ORIGIN);
      }
    }
  });
});

describe('sign-up and forgot-password tell nobody whether an address has an account', () => {
  // A mail server that takes connections and never answers: a mail sent before answering would hold the
  // answer for the whole SMTP timeout, so the time of an answer would tell the address apart.
  let silent: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    process.env.SMTP_URL = smtp.url;
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  /** The outbox row written for `to` about `subject` (the mail itself never gets through here). */
  async function queued(to: string, subject: string) {
    const until = Date.now() + 10_000;
    for (;;) {
      const row = await t.db
        .selectFrom('mailOutbox')
        .select(['subject', 'textBody'])
        .where('toAddress', '=', to)
        .where('subject', 'like', `%${subject}%`)
        .executeTakeFirst();
      if (row) return row;
      if (Date.now() > until) throw new Error(`nothing queued for ${to} about ${subject}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  const timed = async (run: () => ReturnType<typeof callEndpoint>) => {
    const started = performance.now();
    const res = await run();
    return { res, ms: performance.now() - started };
  };

  it('sign-up answers a known address exactly as a new one, at once; the known address is told by mail', async () => {
    const known = 'kayitli@kahta.example';
    await owner(known, 'Kayitli-Hesap-Sifresi-5', true);
    const fields = (email: string) => ({
      name: 'Deneme Kişi',
      email,
      password: 'Nemrut-Heykelleri-2030',
      passwordRepeat: 'Nemrut-Heykelleri-2030',
    });
    const signup = (email: string, asForm: boolean) =>
      timed(() =>
        callEndpoint(
          signupRoute.POST,
          '/api/account/signup',
          asForm ? { form: fields(email) } : { body: fields(email) },
        ),
      );
    const knownJson = await signup(known, false);
    const newJson = await signup('yepyeni@kahta.example', false);
    const knownForm = await signup(known, true);
    const newForm = await signup('yepyeni2@kahta.example', true);
    expect(knownJson.res.status).toBe(200);
    expect([knownJson.res.status, knownJson.res.json]).toEqual([newJson.res.status, newJson.res.json]);
    expect([knownForm.res.status, knownForm.res.headers.get('location')]).toEqual([
      newForm.res.status,
      newForm.res.headers.get('location'),
    ]);
    // Neither answer waits for a password hash or a mail: all that differs happens after it.
    for (const { ms } of [knownJson, newJson, knownForm, newForm]) expect(ms).toBeLessThan(1500);
    expect((await queued(known, 'zaten bir hesabınız var')).textBody).toContain(ACCOUNT_PAGES.forgot);
    await queued('yepyeni@kahta.example', 'E-posta adresinizi doğrulayın');
  });

  it('forgot-password answers a known and an unknown address alike, at once', async () => {
    const known = 'unutkan@kahta.example';
    await owner(known, 'Unutkan-Hesap-Sifresi-6', true);
    const forgot = (email: string) =>
      timed(() => callEndpoint(forgotRoute.POST, '/api/account/forgot', { body: { email } }));
    const knownAnswer = await forgot(known);
    const unknownAnswer = await forgot('hic-yok@kahta.example');
    expect([knownAnswer.res.status, knownAnswer.res.json]).toEqual([unknownAnswer.res.status, unknownAnswer.res.json]);
    for (const { ms } of [knownAnswer, unknownAnswer]) expect(ms).toBeLessThan(1500);
    await queued(known, 'Şifre sıfırlama');
  });
});

describe('passwords: long enough and not common, with a Turkish reason', () => {
  it(`refuses passwords under ${PASSWORD_MIN} characters and common or breached ones on sign-up, reset and change`, async () => {
    expect(PASSWORD_MIN).toBeGreaterThanOrEqual(10);
    const cases: [string, string][] = [
      ['Kisa-Sif1', PASSWORD_MSG.tooShort],
      ['password1234', PASSWORD_MSG.common],
      ['qwertyuiop', PASSWORD_MSG.common],
      ['P@ssw0rd123', PASSWORD_MSG.common],
      ['1234567890', PASSWORD_MSG.common],
      ['galatasaray1', PASSWORD_MSG.guessable],
      ['aaaaaaaaaaaa', PASSWORD_MSG.guessable],
    ];
    const email = 'sifreci@kahta.example';
    const current = 'Mevcut-Sifre-Adiyaman-7';
    const id = await owner(email, current, true);
    const { token } = await createSession(t.db, id);
    for (const [password, message] of cases) {
      const signup = await callEndpoint(signupRoute.POST, '/api/account/signup', {
        body: { name: 'Deneme Kişi', email: 'yeni-sifreci@kahta.example', password, passwordRepeat: password },
        ip: `10.2.2.${cases.findIndex(([p]) => p === password)}`,
      });
      expect([signup.status, signup.json.error], password).toEqual([400, message]);
      const change = await callEndpoint(passwordRoute.POST, '/api/account/password', {
        bearer: token,
        body: { currentPassword: current, password },
      });
      expect([change.status, change.json.error], password).toEqual([400, message]);
    }
    const reset = await resetPassword('bilinmeyen-bir-baglanti', 'password1234');
    expect([reset.status, reset.json.error]).toEqual([400, PASSWORD_MSG.common]);
    // The person's own address is as easy to guess as a common word.
    const own = await callEndpoint(passwordRoute.POST, '/api/account/password', {
      bearer: token,
      body: { currentPassword: current, password: 'sifreci@kahta.example' },
    });
    expect([own.status, own.json.error]).toEqual([400, PASSWORD_MSG.guessable]);
  });
});
