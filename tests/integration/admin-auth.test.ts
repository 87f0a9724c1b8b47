import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureFirstAdmin, setAdminPassword } from '~/features/identity/admin-users.server.ts';
import { AUTH_MSG, LOGIN_PAGE, PASSWORD_MSG } from '~/features/identity/messages.ts';
import { createSession, hashToken } from '~/features/identity/sessions.server.ts';
import { LOGIN_RATE_LIMIT, SESSION_COOKIE, SESSION_TTL_MS } from '~/lib/constants.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import * as rebuildRoute from '~/pages/api/admin/rebuild.ts';
import * as loginRoute from '~/pages/api/auth/login.ts';
import * as logoutRoute from '~/pages/api/auth/logout.ts';
import * as sessionRoute from '~/pages/api/auth/session.ts';
import * as createRoute from '~/pages/api/blog/create.ts';
import * as approveRoute from '~/pages/api/businesses/[id]/approve.ts';
import * as rejectRoute from '~/pages/api/businesses/[id]/reject.ts';
import * as pendingRoute from '~/pages/api/businesses/pending/all.ts';
import { type CallOptions, callEndpoint } from '../support/api.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

const PASSWORD = 'Nemrut-Zirve-2150';
let t: TestDb;
let adminId: number;
let userToken: string;

beforeAll(async () => {
  t = await createTestDb({ seed: true });
  await ensureFirstAdmin(t.db, PASSWORD);
  adminId = (await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
  userToken = (await signedInUser(t.db, 'user', 'ziyaretci')).token;
});
afterAll(() => t.cleanup());
beforeEach(() => resetRateLimits());

const pendingId = async () =>
  (await t.db.selectFrom('businesses').select('id').where('status', '=', 'pending').executeTakeFirstOrThrow()).id;

/** A call that acts on a pending business (its id as the route parameter), with the caller's `auth`. */
const onPending =
  (route: typeof approveRoute, path: string, options: CallOptions = {}) =>
  async (auth: CallOptions) =>
    callEndpoint(route.POST, path, { ...auth, ...options, method: 'POST', params: { id: String(await pendingId()) } });

const adminEndpoints: { name: string; call: (auth: CallOptions) => ReturnType<typeof callEndpoint> }[] = [
  {
    name: 'GET /api/businesses/pending/all',
    call: (auth) => callEndpoint(pendingRoute.GET, '/api/businesses/pending/all', auth),
  },
  {
    name: 'POST /api/businesses/{id}/approve',
    call: onPending(approveRoute, '/api/businesses/1/approve'),
  },
  {
    name: 'POST /api/businesses/{id}/reject',
    call: onPending(rejectRoute, '/api/businesses/1/reject', { body: { reason: 'x' } }),
  },
  {
    name: 'POST /api/blog/create',
    call: (auth) =>
      callEndpoint(createRoute.POST, '/api/blog/create', { ...auth, body: { title: 'Yetkisiz bir deneme yazısı' } }),
  },
  { name: 'GET /api/admin/rebuild', call: (auth) => callEndpoint(rebuildRoute.GET, '/api/admin/rebuild', auth) },
];

describe('every admin endpoint refuses callers without a valid admin session', () => {
  for (const endpoint of adminEndpoints) {
    it(`${endpoint.name}: 401 anonymous, wrong token, expired session; 403 for a non-admin`, async () => {
      const before = await t.db
        .selectFrom('businesses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      expect((await endpoint.call({})).status).toBe(401);
      expect((await endpoint.call({ bearer: 'not-a-real-token' })).status).toBe(401);
      expect((await endpoint.call({ cookies: { [SESSION_COOKIE]: 'not-a-real-token' } })).status).toBe(401);
      const expired = await createSession(t.db, adminId, new Date(Date.now() - SESSION_TTL_MS - 60_000));
      expect((await endpoint.call({ bearer: expired.token })).status).toBe(401);
      expect((await endpoint.call({ cookies: { [SESSION_COOKIE]: expired.token } })).status).toBe(401);
      const forbidden = await endpoint.call({ bearer: userToken });
      expect(forbidden.status).toBe(403);
      expect(forbidden.json.error).toBeTruthy();
      const after = await t.db
        .selectFrom('businesses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    });
  }

  it('accepts an admin by Bearer token and by cookie', async () => {
    const { token } = await createSession(t.db, adminId);
    expect((await callEndpoint(pendingRoute.GET, '/api/businesses/pending/all', { bearer: token })).status).toBe(200);
    expect(
      (await callEndpoint(pendingRoute.GET, '/api/businesses/pending/all', { cookies: { [SESSION_COOKIE]: token } }))
        .status,
    ).toBe(200);
  });

  for (const [what, headers] of [
    ['refuses a cookie-authenticated state change from another origin', {}],
    [
      'checks the origin of a cookie session even when another kind of Authorization header is sent',
      { authorization: 'Basic YWRtaW46eA==' },
    ],
  ] as const) {
    it(what, async () => {
      const { token } = await createSession(t.db, adminId);
      const id = await pendingId();
      const response = await callEndpoint(approveRoute.POST, '/api/businesses/1/approve', {
        method: 'POST',
        params: { id: String(id) },
        cookies: { [SESSION_COOKIE]: token },
        headers: { origin: 'https://kotu-site.example', ...headers },
      });
      expect(response.status).toBe(403);
      const row = await t.db.selectFrom('businesses').select('status').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
    });
  }
});

describe('POST /api/auth/login as a browser form post', () => {
  beforeEach(() => resetRateLimits());

  it('sets the session cookie and sends the browser on to its next page (only a path of this site)', async () => {
    const response = await callEndpoint(loginRoute.POST, '/api/auth/login', {
      form: { username: 'admin', password: PASSWORD, next: '/admin/blog/create' },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/blog/create');
    expect(response.setCookies[SESSION_COOKIE]?.value.length).toBeGreaterThanOrEqual(22);
    const outside = await callEndpoint(loginRoute.POST, '/api/auth/login', {
      form: { username: 'admin', password: PASSWORD, next: '//kotu-site.example' },
    });
    expect(outside.headers.get('location')).toBe('/admin/approval');
  });

  it('shows the login page again with the generic message and the user name, never the password', async () => {
    const response = await callEndpoint(loginRoute.POST, '/api/auth/login', {
      form: { username: 'admin', password: 'yanlis-parola', next: '/admin/approval' },
    });
    expect(response.status).toBe(401);
    expect(response.rewrittenTo).toBe(LOGIN_PAGE);
    expect(response.formState).toMatchObject({
      message: AUTH_MSG.invalidCredentials,
      values: { username: 'admin', next: '/admin/approval' },
    });
    expect(response.formState?.values).not.toHaveProperty('password');
    expect(response.setCookies[SESSION_COOKIE]).toBeUndefined();
  });
});

describe('POST /api/auth/login', { timeout: 60_000 }, () => {
  it('logs in with the right password: HttpOnly SameSite=Lax cookie, a stored session hash, usable token', async () => {
    const response = await callEndpoint(loginRoute.POST, '/api/auth/login', {
      body: { username: 'admin', password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.json.user).toMatchObject({ username: 'admin', role: 'admin' });
    const cookie = response.setCookies[SESSION_COOKIE]!;
    expect(cookie.value).toBe(response.json.token);
    expect(cookie.options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
    expect(cookie.value.length).toBeGreaterThanOrEqual(22);
    const stored = await t.db
      .selectFrom('userSessions')
      .select('tokenHash')
      .where('tokenHash', '=', hashToken(cookie.value))
      .executeTakeFirst();
    expect(stored).toBeTruthy();
    const session = await callEndpoint(sessionRoute.GET, '/api/auth/session', {
      cookies: { [SESSION_COOKIE]: cookie.value },
    });
    expect(session.json).toEqual({ user: { id: adminId, username: 'admin', role: 'admin' }, isAdmin: true });
  });

  it('gives a new token at every login', async () => {
    const a = await callEndpoint(loginRoute.POST, '/api/auth/login', {
      body: { username: 'admin', password: PASSWORD },
    });
    const b = await callEndpoint(loginRoute.POST, '/api/auth/login', {
      body: { username: 'admin', password: PASSWORD },
    });
    expect(a.json.token).not.toBe(b.json.token);
  });

  it('answers a wrong password and an unknown user with the same generic 401 and no cookie', async () => {
    const wrong = await callEndpoint(loginRoute.POST, '/api/auth/login', {
      body: { username: 'admin', password: 'yanlis-parola' },
    });
    const unknown = await callEndpoint(loginRoute.POST, '/api/auth/login', {
      body: { username: 'kimse', password: PASSWORD },
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ error: AUTH_MSG.invalidCredentials });
      expect(response.setCookies[SESSION_COOKIE]).toBeUndefined();
    }
  });

  it('rejects empty fields with 400 and the Turkish message', async () => {
    const response = await callEndpoint(loginRoute.POST, '/api/auth/login', { body: { username: '', password: '' } });
    expect(response.status).toBe(400);
    expect(response.json.issues.map((i: { message: string }) => i.message)).toEqual([
      AUTH_MSG.usernameRequired,
      AUTH_MSG.passwordRequired,
    ]);
  });

  it('counts a guess before checking it: of 12 sent at once only the limit are verified, the rest get 429', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        callEndpoint(loginRoute.POST, '/api/auth/login', {
          body: { username: 'admin', password: `paralel-${i}` },
          ip: '10.9.9.9',
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_RATE_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LOGIN_RATE_LIMIT.max);
  });

  it('does not count a right password against the limit', async () => {
    process.env.RATE_LIMIT_LOGIN = '1/1m';
    try {
      for (let i = 0; i < 3; i++) {
        const r = await callEndpoint(loginRoute.POST, '/api/auth/login', {
          body: { username: 'admin', password: PASSWORD },
          ip: '10.9.9.10',
        });
        expect(r.status).toBe(200);
      }
    } finally {
      delete process.env.RATE_LIMIT_LOGIN;
    }
  });

  it('behind a trusted proxy, counts failures per visitor: one locked-out visitor does not lock out the others', async () => {
    process.env.TRUSTED_PROXIES = '127.0.0.1';
    process.env.RATE_LIMIT_LOGIN = '2/1m';
    try {
      const viaProxy = (visitor: string, password: string) =>
        callEndpoint(loginRoute.POST, '/api/auth/login', {
          body: { username: 'admin', password },
          ip: '127.0.0.1',
          // A client-chosen address at the left is ignored: the proxy appended the real one at the right.
          headers: { 'x-forwarded-for': `1.1.1.1, ${visitor}` },
        });
      for (let i = 0; i < 2; i++) expect((await viaProxy('85.105.1.2', `yanlis-${i}`)).status).toBe(401);
      expect((await viaProxy('85.105.1.2', PASSWORD)).status).toBe(429);
      expect((await viaProxy('88.230.4.5', PASSWORD)).status).toBe(200);
    } finally {
      delete process.env.TRUSTED_PROXIES;
      delete process.env.RATE_LIMIT_LOGIN;
    }
  });

  it('takes its limit from RATE_LIMIT_LOGIN', async () => {
    process.env.RATE_LIMIT_LOGIN = '2/1m';
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await callEndpoint(loginRoute.POST, '/api/auth/login', {
          body: { username: 'admin', password: `yanlis-${i}` },
          ip: '10.9.9.11',
        });
        statuses.push(r.status);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      delete process.env.RATE_LIMIT_LOGIN;
    }
  });

  it('stops answering after too many failures from one IP, even for the right password', async () => {
    for (let i = 0; i < LOGIN_RATE_LIMIT.max; i++) {
      const r = await callEndpoint(loginRoute.POST, '/api/auth/login', {
        body: { username: 'admin', password: `yanlis-${i}` },
        ip: '10.9.8.7',
      });
      expect(r.status).toBe(401);
    }
    const blocked = await callEndpoint(loginRoute.POST, '/api/auth/login', {
      body: { username: 'admin', password: PASSWORD },
      ip: '10.9.8.7',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    const otherIp = await callEndpoint(loginRoute.POST, '/api/auth/login', {
      body: { username: 'admin', password: PASSWORD },
      ip: '10.9.8.8',
    });
    expect(otherIp.status).toBe(200);
  });
});

describe('POST /api/auth/logout and GET /api/auth/session', () => {
  it('deletes the session row so the token stops working', async () => {
    const { token } = await createSession(t.db, adminId);
    const out = await callEndpoint(logoutRoute.POST, '/api/auth/logout', {
      method: 'POST',
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(out.status).toBe(200);
    expect(out.setCookies[SESSION_COOKIE]).toBeNull();
    const row = await t.db
      .selectFrom('userSessions')
      .select('id')
      .where('tokenHash', '=', hashToken(token))
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect((await callEndpoint(pendingRoute.GET, '/api/businesses/pending/all', { bearer: token })).status).toBe(401);
  });

  it('reports nobody for an anonymous visitor and a non-admin user as such', async () => {
    expect((await callEndpoint(sessionRoute.GET, '/api/auth/session')).json).toEqual({ user: null, isAdmin: false });
    const user = await callEndpoint(sessionRoute.GET, '/api/auth/session', { bearer: userToken });
    expect(user.json).toMatchObject({ user: { username: 'ziyaretci', role: 'user' }, isAdmin: false });
  });
});

describe('admin password', () => {
  it('setAdminPassword refuses short and common passwords and ends old sessions', async () => {
    await expect(setAdminPassword(t.db, 'kisa')).rejects.toThrow(PASSWORD_MSG.tooShort);
    await expect(setAdminPassword(t.db, 'password123')).rejects.toThrow(/yaygın/);
    const { token } = await createSession(t.db, adminId);
    await setAdminPassword(t.db, 'Yeni-Parola-Adiyaman-1');
    expect((await callEndpoint(pendingRoute.GET, '/api/businesses/pending/all', { bearer: token })).status).toBe(401);
    const login = await callEndpoint(loginRoute.POST, '/api/auth/login', {
      body: { username: 'admin', password: 'Yeni-Parola-Adiyaman-1' },
    });
    expect(login.status).toBe(200);
    await setAdminPassword(t.db, PASSWORD);
  });

  it('ensureFirstAdmin creates nobody when an admin exists', async () => {
    expect(await ensureFirstAdmin(t.db, 'Baska-Bir-Parola-9')).toEqual({ created: false });
  });
});
