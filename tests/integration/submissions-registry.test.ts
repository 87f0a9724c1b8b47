import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REGISTRY_MSG } from '~/features/submissions/messages.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import * as importFromRegistry from '~/pages/api/business/import-from-registry.ts';
import * as registrySources from '~/pages/api/business/registry-sources.ts';
import * as searchRegistry from '~/pages/api/business/search-registry.ts';
import * as verifyTaxId from '~/pages/api/business/verify-tax-id.ts';
import { callEndpoint } from '../support/api.ts';
import { FAKE_REGISTRY_KEY, FAKE_REGISTRY_RECORDS, startFakeRegistryServer } from '../support/fake-registry-server.ts';
import { expectGuardedPublicForm } from '../support/form-checks.ts';
import { clearEnvAfterEach, withServer, withTestDb } from '../support/lifecycle.ts';
import { countRows } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { expectPendingBusiness } from '../support/submissions.ts';

const t = withTestDb();
const registry = withServer(startFakeRegistryServer);
const count = () => countRows(t.db, 'businesses');
const KAHTA = FAKE_REGISTRY_RECORDS[0]!;
const LOKANTA = FAKE_REGISTRY_RECORDS[1]!;

beforeEach(() => resetRateLimits());
clearEnvAfterEach('REGISTRY_API_URL', 'REGISTRY_API_KEY', 'REGISTRY_API_NAME');
afterEach(() => registry.failWith(200));

function configure() {
  process.env.REGISTRY_API_URL = registry.baseUrl;
  process.env.REGISTRY_API_KEY = FAKE_REGISTRY_KEY;
  process.env.REGISTRY_API_NAME = 'Test Sicili';
}

describe('registry endpoints with no registry configured', () => {
  it('GET registry-sources answers { sources: [] }', async () => {
    const res = await callEndpoint(registrySources.GET, '/api/business/registry-sources');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ sources: [] });
  });

  it('still validates the tax number, then answers 503 for a valid one', async () => {
    const bad = await callEndpoint(verifyTaxId.POST, '/api/business/verify-tax-id', { body: { taxId: '4540536921' } });
    expect(bad.status).toBe(400);
    const good = await callEndpoint(verifyTaxId.POST, '/api/business/verify-tax-id', {
      body: { taxId: KAHTA.vergiNo },
    });
    expect(good.status).toBe(503);
    expect(good.json.error).toBe(REGISTRY_MSG.notConfigured);
  });

  it('import answers 503 and writes nothing', async () => {
    const before = await count();
    const res = await callEndpoint(importFromRegistry.POST, '/api/business/import-from-registry', {
      body: { taxId: KAHTA.vergiNo },
    });
    expect(res.status).toBe(503);
    expect(await count()).toBe(before);
  });
});

describe('registry endpoints against the fake registry', () => {
  beforeEach(configure);

  it('lists the configured source', async () => {
    const res = await callEndpoint(registrySources.GET, '/api/business/registry-sources');
    expect(res.json).toEqual({ sources: [{ id: 'http', name: 'Test Sicili' }] });
  });

  it('verifies a known tax number and returns the registry record', async () => {
    const res = await callEndpoint(verifyTaxId.POST, '/api/business/verify-tax-id', { body: { taxId: KAHTA.vergiNo } });
    expect(res.status).toBe(200);
    expect(res.json.business).toEqual(KAHTA);
    expect(registry.requests.at(-1)).toMatchObject({
      path: `/companies/${KAHTA.vergiNo}`,
      headers: { authorization: `Bearer ${FAKE_REGISTRY_KEY}` },
    });
  });

  it("answers 404 'İşletme bulunamadı' for a valid number the registry does not know", async () => {
    const res = await callEndpoint(verifyTaxId.POST, '/api/business/verify-tax-id', { body: { taxId: '0000000001' } });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe(REGISTRY_MSG.notFound);
  });

  const badTaxIds: [string, unknown, string][] = [
    ['9 digits', '454053692', REGISTRY_MSG.taxIdLength],
    ['11 digits', '45405369200', REGISTRY_MSG.taxIdLength],
    ['letters', '45405369a0', REGISTRY_MSG.taxIdLength],
    ['a number type', 4540536920, REGISTRY_MSG.taxIdLength],
    ['a wrong check digit', '4540536921', REGISTRY_MSG.taxIdChecksum],
  ];
  for (const [name, taxId, message] of badTaxIds) {
    it(`rejects a tax number with ${name} without asking the registry`, async () => {
      const asked = registry.requests.length;
      const res = await callEndpoint(verifyTaxId.POST, '/api/business/verify-tax-id', { body: { taxId } });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(message);
      expect(registry.requests.length).toBe(asked);
    });
  }

  it('searches by name and converts the hits', async () => {
    const res = await callEndpoint(searchRegistry.POST, '/api/business/search-registry', {
      body: { name: 'Kâhta', province: 'Adıyaman' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      count: 1,
      converted: [{ name: KAHTA.unvan, category: 'Turizm', address: KAHTA.adres.detay, taxId: KAHTA.vergiNo }],
    });
    expect(registry.requests.at(-1)!.path).toBe(`/companies?name=K%C3%A2hta&province=Ad%C4%B1yaman`);
  });

  it("rejects a search under 3 characters with 'En az 3 karakter girin'", async () => {
    const res = await callEndpoint(searchRegistry.POST, '/api/business/search-registry', { body: { name: 'Kâ' } });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('En az 3 karakter girin');
  });

  it('answers 502 when the registry fails', async () => {
    registry.failWith(500);
    const res = await callEndpoint(searchRegistry.POST, '/api/business/search-registry', { body: { name: 'Kâhta' } });
    expect(res.status).toBe(502);
    expect(res.json.error).toBe(REGISTRY_MSG.unavailable);
  });

  it('imports a pending business owned by the session user, ignoring the userId sent', async () => {
    const user = await signedInUser(t.db, 'user', 'kahta');
    const before = await count();
    const res = await callEndpoint(importFromRegistry.POST, '/api/business/import-from-registry', {
      body: { taxId: KAHTA.vergiNo, userId: 1 },
      bearer: user.token,
    });
    const row = await expectPendingBusiness(t.db, res, before, [KAHTA.unvan, 'Turizm', 'Kâhta']);
    expect(row).toMatchObject({
      ownerId: user.id,
      taxId: KAHTA.vergiNo,
      status: 'pending',
      source: 'registry',
      phone: KAHTA.iletisim.telefon,
    });
  });

  it('imports without an owner for an anonymous visitor, and refuses the same tax number twice', async () => {
    const first = await callEndpoint(importFromRegistry.POST, '/api/business/import-from-registry', {
      body: { taxId: LOKANTA.vergiNo, userId: 1 },
    });
    expect(first.status).toBe(201);
    const row = await t.db
      .selectFrom('businesses')
      .select('ownerId')
      .where('id', '=', first.json.business.id)
      .executeTakeFirstOrThrow();
    expect(row.ownerId).toBeNull();
    const before = await count();
    const again = await callEndpoint(importFromRegistry.POST, '/api/business/import-from-registry', {
      body: { taxId: LOKANTA.vergiNo },
    });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(REGISTRY_MSG.duplicate);
    expect(await count()).toBe(before);
  });

  it('answers 404 for an unknown tax number and writes nothing', async () => {
    const before = await count();
    const res = await callEndpoint(importFromRegistry.POST, '/api/business/import-from-registry', {
      body: { taxId: '0000000001' },
    });
    expect(res.status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('import answers 415, 413, malformed JSON, honeypot and rate limit without writing', async () => {
    await expectGuardedPublicForm(
      importFromRegistry.POST,
      '/api/business/import-from-registry',
      { taxId: '0000000001' },
      count,
    );
  });
});
