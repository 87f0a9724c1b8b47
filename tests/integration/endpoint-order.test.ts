// The one endpoint builder (lib/http/endpoint.server.ts) checks in one fixed order: Origin of a
// cookie-borne state change, guard, rate limit, route id, body, then the run. Each test sends a request
// that fails two checks at once and expects the earlier one's answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '~/features/identity/auth.server.ts';
import { HONEYPOT_FIELD, SESSION_COOKIE } from '~/lib/constants.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { MSG } from '~/lib/messages.ts';
import { z } from '~/lib/zod.ts';
import { callEndpoint } from '../support/api.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
let admin: { id: number; token: string };
let member: { id: number; token: string };
beforeAll(async () => {
  t = await createTestDb();
  admin = await signedInUser(t.db, 'admin');
  member = await signedInUser(t.db, 'user');
});
afterAll(async () => t.cleanup());

const NOT_FOUND = 'Böyle bir kayıt yok.';
const FORM_PAGE = '/deneme/form';
const nameSchema = z.object({ name: z.string().check(z.minLength(2, 'Ad en az 2 harf olmalı.')) });

/** An admin endpoint with every check: two calls per address, an `[id]`, a JSON or form body. */
function guardedEndpoint(scope: string) {
  return endpoint({
    guard: adminOf,
    limit: { scope, limit: { max: 2, windowMs: 60_000 } },
    id: { notFound: NOT_FOUND },
    body: { schema: nameSchema, form: { page: FORM_PAGE } },
    run: ({ actor, id, data, done }) => done(`/deneme/${id}`, { by: actor.id, id, name: data.name }),
  });
}

const PATH = '/api/deneme/7';
const params = { id: '7' };
const malformed = { rawBody: '{"name":', headers: { 'content-type': 'application/json' } };

describe('endpoint: one order of checks', () => {
  it('answers a valid call with the run, which gets the actor, the id and the checked body', async () => {
    const route = guardedEndpoint('order-valid');
    const res = await callEndpoint(route, PATH, { params, bearer: admin.token, body: { name: 'Kâhta' } });
    expect([res.status, res.json]).toEqual([200, { by: admin.id, id: 7, name: 'Kâhta' }]);
  });

  it('refuses a cross-site post carrying the session cookie before anything else, even an anonymous bad body', async () => {
    const route = guardedEndpoint('order-origin');
    const res = await callEndpoint(route, PATH, {
      ...malformed,
      params,
      cookies: { [SESSION_COOKIE]: 'no-such-session' },
      headers: { ...malformed.headers, origin: 'https://kotu-site.example' },
    });
    expect([res.status, res.json.error]).toEqual([403, MSG.crossOrigin]);
  });

  it('gives an anonymous client with a bad body and a bad id 401, and a non-admin 403, not 400 or 404', async () => {
    const route = guardedEndpoint('order-guard');
    const anonymous = await callEndpoint(route, '/api/deneme/abc', { ...malformed, params: { id: 'abc' } });
    expect([anonymous.status, anonymous.json.error]).toEqual([401, MSG.unauthorized]);
    const other = await callEndpoint(route, PATH, { ...malformed, params, bearer: member.token });
    expect([other.status, other.json.error]).toEqual([403, MSG.forbidden]);
  });

  it('counts only callers the guard lets through: refused anonymous calls leave the limit whole', async () => {
    const route = guardedEndpoint('order-guard-first');
    for (let i = 0; i < 5; i++)
      expect((await callEndpoint(route, PATH, { params, body: { name: 'Besni' } })).status).toBe(401);
    const res = await callEndpoint(route, PATH, { params, bearer: admin.token, body: { name: 'Besni' } });
    expect(res.status).toBe(200);
  });

  it('gives an over-limit client 429 with Retry-After before its body is read: oversized or malformed alike', async () => {
    const route = guardedEndpoint('order-limit');
    const call = (options: Parameters<typeof callEndpoint>[2]) =>
      callEndpoint(route, PATH, { params, bearer: admin.token, ip: '203.0.113.9', ...options });
    expect((await call({ body: { name: 'Samsat' } })).status).toBe(200);
    expect((await call({ body: { name: 'Samsat' } })).status).toBe(200);
    const oversized = await call({
      rawBody: 'x'.repeat(2 * 1024 * 1024),
      headers: { 'content-type': 'application/json' },
    });
    expect([oversized.status, oversized.json.error]).toEqual([429, MSG.rateLimited]);
    expect(Number(oversized.headers.get('retry-after'))).toBeGreaterThan(0);
    const broken = await call({ ...malformed, params: { id: 'abc' } });
    expect([broken.status, broken.json.error]).toEqual([429, MSG.rateLimited]);
    const otherAddress = await callEndpoint(route, PATH, {
      params,
      bearer: admin.token,
      ip: '203.0.113.10',
      body: { name: 'Tut' },
    });
    expect(otherAddress.status).toBe(200);
  });

  it('answers an id that names no record 404 with its message before reading the body', async () => {
    const route = guardedEndpoint('order-id');
    const res = await callEndpoint(route, '/api/deneme/007', {
      ...malformed,
      params: { id: '007' },
      bearer: admin.token,
    });
    expect([res.status, res.json.error]).toEqual([404, NOT_FOUND]);
  });

  it('reads the body last: 415 for another type, 413 past the limit, 400 malformed, 400 with the schema message', async () => {
    const route = guardedEndpoint('order-body');
    const call = (options: Parameters<typeof callEndpoint>[2]) =>
      callEndpoint(route, PATH, { params, bearer: admin.token, ...options });
    const plain = await call({ rawBody: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect([plain.status, plain.json.error]).toEqual([415, MSG.unsupportedMediaType]);
    const big = await call({
      rawBody: 'x'.repeat(2 * 1024 * 1024),
      headers: { 'content-type': 'application/json' },
      ip: '198.51.100.1',
    });
    expect([big.status, big.json.error]).toEqual([413, MSG.payloadTooLarge]);
    const broken = await call({ ...malformed, ip: '198.51.100.2' });
    expect([broken.status, broken.json.error]).toEqual([400, MSG.malformedJson]);
    const invalid = await call({ body: { name: 'x' }, ip: '198.51.100.3' });
    expect([invalid.status, invalid.json]).toEqual([
      400,
      { error: 'Ad en az 2 harf olmalı.', issues: [{ path: 'name', message: 'Ad en az 2 harf olmalı.' }] },
    ]);
  });

  it('answers a browser form post with pages: the form again with the message and the value, or 303 on', async () => {
    const route = guardedEndpoint('order-form');
    const refused = await callEndpoint(route, PATH, { params, bearer: admin.token, form: { name: 'x' } });
    expect([refused.status, refused.rewrittenTo]).toEqual([400, FORM_PAGE]);
    expect(refused.formState).toMatchObject({ values: { name: 'x' }, errors: { name: 'Ad en az 2 harf olmalı.' } });
    const sent = await callEndpoint(route, PATH, { params, bearer: admin.token, form: { name: 'Gerger' } });
    expect([sent.status, sent.headers.get('location')]).toEqual([303, '/deneme/7']);
  });

  it('answers a received visitor form: on to its page in the sender’s language, 201 to a script, and a bot alike with nothing run', async () => {
    const runs: string[] = [];
    const route = endpoint({
      id: { notFound: NOT_FOUND },
      body: {
        schema: nameSchema,
        form: { page: FORM_PAGE },
        received: ({ id, lang }) => `/deneme/${id}/alindi?dil=${lang}`,
      },
      run: ({ data, received }) => {
        runs.push(data.name);
        return received({ name: data.name });
      },
    });
    const sent = await callEndpoint(route, PATH, { params, form: { name: 'Gerger', lang: 'en' } });
    expect([sent.status, sent.headers.get('location')]).toEqual([303, '/deneme/7/alindi?dil=en']);
    const script = await callEndpoint(route, PATH, { params, body: { name: 'Kâhta' } });
    expect([script.status, script.json]).toEqual([201, { received: true, name: 'Kâhta' }]);
    const bot = await callEndpoint(route, PATH, { params, form: { name: 'Besni', [HONEYPOT_FIELD]: 'x' } });
    expect([bot.status, bot.headers.get('location')]).toEqual([303, '/deneme/7/alindi?dil=tr']);
    const botScript = await callEndpoint(route, PATH, { params, body: { name: 'Samsat', [HONEYPOT_FIELD]: 'x' } });
    expect([botScript.status, botScript.json]).toEqual([201, { received: true }]);
    expect(runs).toEqual(['Gerger', 'Kâhta']);
  });
});
