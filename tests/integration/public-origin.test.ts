import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequestFromNodeRequest } from 'astro/app/node';
import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';
import { createRenderCache, keepRendered, type RenderCache } from '~/lib/serve/render-cache.server.ts';
import { createSite, listen, type Site } from '~/lib/serve/site.server.ts';
import * as forgot from '~/pages/api/account/forgot.ts';
import * as signup from '~/pages/api/account/signup.ts';
import * as inquiries from '~/pages/api/businesses/[id]/inquiries/index.ts';
import BusinessPage from '~/pages/business/[id].astro';
import BusinessesPage from '~/pages/businesses.astro';
import HomePage from '~/pages/index.astro';
import { callEndpoint } from '../support/api.ts';
import { firstApprovedListingId } from '../support/first-approved-listing.ts';
import { pageContainer, send as sendRequest, writeRendered } from '../support/pages.ts';
import { insertBusiness } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// One public origin (SITE_URL, else the address the server was started with) and a render cache that
// only ever holds what every anonymous visitor gets. The requests carry what an attacker controls: Host,
// X-Forwarded-*, the query, the method. Pages are served by the real site server (lib/serve) over a build
// folder whose on-demand handler renders the real pages in Astro's container from the request Astro's
// node adapter makes of the incoming one (createRequestFromNodeRequest), as the built handler does.

const HOSTILE = 'evil.example';
const SITE = 'https://rehber.example';
const saved = { SITE_URL: process.env.SITE_URL, HOST: process.env.HOST, PORT: process.env.PORT };
const restoreEnv = () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
};

let t: TestDb;
let smtp: TestSmtpServer;
let container: AstroContainer;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'adiyaman-origin-'));
let businessId: number;

/** What the handler of the test build renders: real pages, and /probe, a page that shows the request's headers. */
type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => Promise<void>;
const HANDLER = '__publicOriginTestHandler';
const probeHeaders: Record<string, string> = {};

const handler: Handler = async (req, res, next) => {
  let request: Request;
  try {
    request = createRequestFromNodeRequest(req);
  } catch {
    // As @astrojs/node answers a request it cannot make a Request of.
    res.statusCode = 500;
    res.end('Internal Server Error');
    return;
  }
  const url = new URL(request.url);
  if (url.pathname === '/probe') {
    // A page that opts in to being kept yet shows what the request said: the cache must not keep it for others.
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', ...probeHeaders });
    keepRendered({ headers }, 'max-age=60');
    res.writeHead(200, Object.fromEntries(headers));
    res.end(`<p>${url.host} ${req.headers['x-forwarded-host'] ?? ''} ${req.headers.cookie ?? ''}</p>`);
    return;
  }
  const business = /^\/business\/(\d+)$/.exec(url.pathname);
  const page = business
    ? BusinessPage
    : url.pathname === '/businesses'
      ? BusinessesPage
      : url.pathname === '/'
        ? HomePage
        : null;
  if (!page) return next();
  const response = await container.renderToResponse(page, {
    request,
    params: business ? { id: business[1] } : {},
    locals: { user: null, sessionToken: null },
  });
  await writeRendered(res, response);
};

/** A build folder shaped like astro's output: one static page, and the on-demand handler above. */
function testBuild(): string {
  const dir = fs.mkdtempSync(path.join(root, 'build-'));
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'client', 'hakkimizda'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'client', 'hakkimizda', 'index.html'), '<h1>Hakkımızda</h1>');
  fs.writeFileSync(
    path.join(dir, 'server', 'entry.mjs'),
    `export const handler = (req, res, next) => globalThis.${HANDLER}(req, res, next);`,
  );
  return dir;
}

const send = (base: string, target: string, headers: Record<string, string> = {}, method = 'GET') =>
  sendRequest(`${base}${target}`, { method, headers });

beforeAll(async () => {
  t = await createTestDb({ seed: true });
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  container = await pageContainer();
  (globalThis as Record<string, unknown>)[HANDLER] = handler;
  businessId = await firstApprovedListingId(t.db);
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  restoreEnv();
  await smtp.close();
  await t.cleanup();
  fs.rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  restoreEnv();
  resetRateLimits();
  for (const name of Object.keys(probeHeaders)) delete probeHeaders[name];
});

describe('links in e-mails are on the public origin, whatever Host the request carried', () => {
  it('the forgot-password mail links to SITE_URL when the request came with a hostile Host', async () => {
    process.env.SITE_URL = SITE;
    await t.db
      .insertInto('users')
      .values({ username: 'sahip@kahta.example', email: 'sahip@kahta.example', role: 'owner', emailVerified: 1 })
      .execute();
    // Astro makes the request URL of the Host header: this is the URL an endpoint sees for `Host: evil.example`.
    const res = await callEndpoint(forgot.POST, `http://${HOSTILE}/api/account/forgot`, {
      form: { email: 'sahip@kahta.example' },
      headers: { host: HOSTILE },
    });
    expect(res.status).toBe(303);
    const mail = await smtp.waitFor('sahip@kahta.example');
    expect(mail.text).toMatch(new RegExp(`${SITE}${ACCOUNT_PAGES.reset}\\?token=[\\w-]+`));
    expect(`${mail.text}${mail.html}`).not.toContain(HOSTILE);
  });

  it('without SITE_URL the verification mail links to the address the server was started with (a wildcard as localhost)', async () => {
    delete process.env.SITE_URL;
    process.env.HOST = '0.0.0.0';
    process.env.PORT = '8080';
    const res = await callEndpoint(signup.POST, `http://${HOSTILE}/api/account/signup`, {
      form: {
        name: 'Ayşe Yıldız',
        email: 'yeni@kahta.example',
        password: 'Nemrut-Gunes-2030',
        passwordRepeat: 'Nemrut-Gunes-2030',
      },
      headers: { host: HOSTILE },
    });
    expect(res.status).toBe(303);
    const mail = await smtp.waitFor('yeni@kahta.example');
    expect(mail.text).toContain(`http://localhost:8080${ACCOUNT_PAGES.verify}?token=`);
    expect(`${mail.text}${mail.html}`).not.toContain(HOSTILE);
  });

  it('the mail a visitor’s message sends on links to SITE_URL', async () => {
    process.env.SITE_URL = SITE;
    const owner = await signedInUser(t.db, 'owner', 'kahveci');
    const id = await insertBusiness(t.db, 'Gerger Kahvesi', { status: 'approved', ownerId: owner.id });
    const res = await callEndpoint(inquiries.POST, `http://${HOSTILE}/api/businesses/${id}/inquiries`, {
      body: { name: 'Mehmet', email: 'mehmet@example.com', message: 'Cumartesi açık mısınız acaba?' },
      params: { id: String(id) },
      headers: { host: HOSTILE },
    });
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor('kahveci@example.com');
    expect(mail.text).toContain(SITE);
    expect(`${mail.text}${mail.html}`).not.toContain(HOSTILE);
  });
});

describe('the site server with its render cache', () => {
  let site: Site;
  let renderCache: RenderCache;
  let base: string;

  beforeAll(async () => {
    // Static files take their headers when the build is loaded: without HSTS, SITE_URL being unset.
    delete process.env.SITE_URL;
    renderCache = createRenderCache(t.db, 8);
    site = await createSite(testBuild(), undefined, renderCache);
    base = await listen(site.server, '127.0.0.1', 0);
  });
  afterAll(() => site.server.close());
  beforeEach(async () => {
    // SITE_URL unset: the public origin is the address the server was started with, as `npm start` on loopback.
    delete process.env.SITE_URL;
    process.env.HOST = '127.0.0.1';
    process.env.PORT = new URL(base).port;
    renderCache.clear();
  });

  it('a render requested with a hostile Host never reaches another visitor, and shows none of it itself', async () => {
    for (const target of [`/business/${businessId}`, '/businesses', '/']) {
      const hostile = await send(base, target, { host: HOSTILE });
      expect(hostile.status, target).toBe(200);
      expect(hostile.body, target).not.toContain(HOSTILE);
      const next = await send(base, target);
      expect(next.body, target).not.toContain(HOSTILE);
      expect(next.body, target).toContain(`${base}`);
      expect(next.cache, target).toBe('MISS');
      expect((await send(base, target)).cache, target).toBe('HIT');
    }
  });

  it('a page that shows the request is kept only from requests addressed to the site itself', async () => {
    const hostileRequests: Record<string, string>[] = [
      { host: HOSTILE },
      { 'x-forwarded-host': HOSTILE },
      { 'x-forwarded-proto': 'https' },
      { cookie: 'tercih=koyu' },
    ];
    for (const headers of hostileRequests) {
      renderCache.clear();
      const asked = await send(base, '/probe', headers);
      expect(asked.status).toBe(200);
      const next = await send(base, '/probe');
      expect(next.body, JSON.stringify(headers)).not.toContain(HOSTILE);
      expect(next.body, JSON.stringify(headers)).not.toContain('tercih');
      expect(next.cache, JSON.stringify(headers)).toBe('MISS');
    }
    // The site's own Host fills it, and a visitor with a hostile Host is then served that same page.
    expect((await send(base, '/probe', { host: HOSTILE })).body).toContain(new URL(base).host);
  });

  it('never keeps a response that sets a cookie, is private or varies on a request header', async () => {
    for (const headers of [
      { 'set-cookie': 'ar_session=x; HttpOnly' },
      { 'cache-control': 'private' },
      { 'cache-control': 'no-store' },
      { vary: 'Cookie' },
    ]) {
      Object.assign(probeHeaders, headers);
      expect((await send(base, '/probe')).cache, JSON.stringify(headers)).toBeUndefined();
      expect((await send(base, '/probe')).cache, JSON.stringify(headers)).toBeUndefined();
      for (const name of Object.keys(headers)) delete probeHeaders[name];
    }
  });

  it('keys a page on its path and its query in name order, not on how the query was spelled', async () => {
    expect((await send(base, '/businesses?sayfa=1&sirala=ad')).cache).toBe('MISS');
    expect((await send(base, '/businesses?sirala=ad&sayfa=1')).cache).toBe('HIT');
    expect((await send(base, '/businesses?sirala=ad')).cache).toBe('MISS');
  });

  it('only an anonymous GET fills it; HEAD is answered from a kept page, other methods never touch it', async () => {
    const target = `/business/${businessId}`;
    expect((await send(base, target, {}, 'HEAD')).cache).toBeUndefined();
    expect((await send(base, target, {}, 'POST')).cache).toBeUndefined();
    expect((await send(base, target)).cache).toBe('MISS');
    expect((await send(base, target, {}, 'HEAD')).cache).toBe('HIT');
    expect((await send(base, target, {}, 'POST')).cache).toBeUndefined();
  });

  it('answers 400, not 500, to a Host with userinfo or a path', async () => {
    for (const host of ['127.0.0.1:4321@x', `${HOSTILE}/x`]) {
      for (const target of ['/', '/hakkimizda', '/api/businesses']) {
        const answer = await send(base, target, { host });
        expect(answer.status, `${host} ${target}`).toBe(400);
        expect(answer.body).not.toMatch(/Error|at /);
      }
    }
    expect((await send(base, '/hakkimizda')).status).toBe(200);
  });

  it('sends Strict-Transport-Security only when SITE_URL is https', async () => {
    expect((await send(base, '/probe')).headers['strict-transport-security']).toBeUndefined();
    expect((await send(base, '/hakkimizda')).headers['strict-transport-security']).toBeUndefined();
    process.env.SITE_URL = SITE;
    const hsts = 'max-age=31536000; includeSubDomains';
    // A page rendered on demand takes its headers per request.
    expect((await send(base, '/probe')).headers['strict-transport-security']).toBe(hsts);
    // Static files take theirs when a build is loaded: a server loaded now sends it on both.
    const loaded = await createSite(site.build.dir);
    const loadedBase = await listen(loaded.server, '127.0.0.1', 0);
    try {
      for (const target of ['/probe', '/hakkimizda'])
        expect((await send(loadedBase, target)).headers['strict-transport-security'], target).toBe(hsts);
    } finally {
      loaded.server.close();
      loaded.server.closeAllConnections();
    }
  });
});
