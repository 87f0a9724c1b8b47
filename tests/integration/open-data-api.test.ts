import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { APIRoute } from 'astro';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '~/features/audit/audit.server.ts';
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { readListOptions } from '~/features/directory/list-options.ts';
import { businessPageQuerySchema } from '~/features/directory/schema.ts';
import { approveListing, editListing } from '~/features/listings/transitions.server.ts';
import { OSM_ATTRIBUTION } from '~/features/osm/messages.ts';
import { importOsmText } from '~/features/osm/osm-import.server.ts';
import { BUSINESSES_PAGE_SIZE } from '~/lib/constants.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import * as categoriesRoute from '~/pages/api/v1/categories.ts';
import * as districtsRoute from '~/pages/api/v1/districts.ts';
import * as eventsRoute from '~/pages/api/v1/events.ts';
import * as listingRoute from '~/pages/api/v1/listings/[id].ts';
import * as listingsRoute from '~/pages/api/v1/listings/index.ts';
import * as openApiRoute from '~/pages/api/v1/openapi.json.ts';
import * as pharmaciesRoute from '~/pages/api/v1/pharmacies/open.ts';
import * as csvRoute from '~/pages/veri/isletmeler.csv.ts';
import * as geoJsonRoute from '~/pages/veri/isletmeler.geojson.ts';
import { type CallOptions, type CallResult, callEndpoint } from '../support/api.ts';
import { firstApprovedListingId } from '../support/first-approved-listing.ts';
import { storedRow } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// The public read API gives the list page's answers for the list page's filters, a valid OpenAPI document,
// 429 with RateLimit headers past the limit, and never anything personal; the exports carry every public
// listing, the GeoJSON a valid feature of each that has a position.

let t: TestDb;
let actor: Actor;
const responses: { path: string; text: string }[] = [];

beforeAll(async () => {
  t = await createTestDb({ seed: true });
  const admin = await signedInUser(t.db, 'admin', 'veri-yonetici');
  actor = { id: admin.id, username: 'veri-yonetici' };
  const fixture = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/osm/adiyaman-overpass.json'), 'utf8');
  await importOsmText(t.db, fixture, actor);
  // Two listings from OpenStreetMap published, so their attribution shows.
  for (const name of ['Yeşil Vadi Eczanesi', 'Kommagene Kahvecisi']) {
    const row = await t.db.selectFrom('businesses').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    await approveListing(t.db, row.id, actor);
  }
});
afterAll(() => t.cleanup());
beforeEach(() => resetRateLimits());
afterEach(() => {
  delete process.env.RATE_LIMIT_API;
});

async function get(route: { GET?: APIRoute }, url: string, options: CallOptions = {}): Promise<CallResult> {
  const result = await callEndpoint(route.GET, url, options);
  responses.push({ path: url, text: result.text });
  return result;
}

/** The API's answer for the first business whose `column` holds `value`. */
async function listingAnswer(column: 'name' | 'status', value: string): Promise<CallResult> {
  const { id } = await storedRow(t.db, 'businesses', column, value);
  return get(listingRoute, `/api/v1/listings/${id}`, { params: { id: String(id) } });
}

/** The ids the /businesses page lists for a query string, as the page reads it. */
async function listPageIds(query: string, page = 1): Promise<number[]> {
  const params = new URLSearchParams(query);
  const parsed = businessPageQuerySchema.parse(Object.fromEntries(params.entries()));
  const { options } = readListOptions(params);
  const result = await listApprovedBusinesses(t.db, {
    ...parsed,
    list: options,
    now: new Date(),
    limit: BUSINESSES_PAGE_SIZE,
    offset: (page - 1) * BUSINESSES_PAGE_SIZE,
  });
  return result.businesses.map((b) => b.id);
}

describe('GET /api/v1/listings', () => {
  const queries = [
    '',
    'category=Restoranlar',
    'district=K%C3%A2hta',
    'q=kebap',
    'q=eczane&district=Merkez',
    'sirala=ad',
    'konum=37.7648,38.2786&sirala=mesafe',
    'acik=1',
  ];
  for (const query of queries) {
    it(`answers what the list page shows for “${query}”, page after page`, async () => {
      const first = await get(listingsRoute, `/api/v1/listings?${query}&limit=${BUSINESSES_PAGE_SIZE}`);
      expect(first.status).toBe(200);
      expect(first.json.data.map((l: { id: number }) => l.id)).toEqual(await listPageIds(query));
      if (first.json.nextCursor) {
        const second = await get(
          listingsRoute,
          `/api/v1/listings?${query}&limit=${BUSINESSES_PAGE_SIZE}&cursor=${first.json.nextCursor}`,
        );
        expect(second.json.data.map((l: { id: number }) => l.id)).toEqual(await listPageIds(query, 2));
      }
    });
  }

  it('refuses a bad limit, cursor or district with 400 and a Turkish message', async () => {
    for (const query of ['limit=0', 'limit=101', 'cursor=bozuk', 'district=Ankara', 'konum=abc']) {
      const answer = await get(listingsRoute, `/api/v1/listings?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json.error, query).toEqual(expect.any(String));
    }
  });

  it('answers with CORS, an ETag that gives 304, Cache-Control and the RateLimit headers', async () => {
    const first = await get(listingsRoute, '/api/v1/listings?category=Restoranlar', {
      headers: { origin: 'https://gazete.example' },
    });
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(first.headers.get('ratelimit-policy')).toMatch(/^"[a-z]+";q=\d+;w=\d+$/);
    expect(first.headers.get('ratelimit')).toMatch(/^"[a-z]+";r=\d+;t=\d+$/);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await callEndpoint(listingsRoute.GET, '/api/v1/listings?category=Restoranlar', {
      headers: { 'if-none-match': etag as string },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const preflight = await callEndpoint(listingsRoute.OPTIONS, '/api/v1/listings', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('gives an anonymous client over the limit 429 with RateLimit headers and Retry-After', async () => {
    process.env.RATE_LIMIT_API = '3/1m';
    const ip = '203.0.113.40';
    for (let i = 0; i < 3; i++) expect((await get(districtsRoute, '/api/v1/districts', { ip })).status).toBe(200);
    const refused = await get(districtsRoute, '/api/v1/districts', { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit')).toMatch(/;r=0;t=\d+$/);
    expect(refused.headers.get('ratelimit-policy')).toMatch(/;q=3;w=60$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await get(districtsRoute, '/api/v1/districts', { ip: '203.0.113.41' })).status).toBe(200);
  });
});

describe('the other answers', () => {
  it('gives one published listing, with the OpenStreetMap attribution where its data came from', async () => {
    const answer = await listingAnswer('name', 'Yeşil Vadi Eczanesi');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      name: 'Yeşil Vadi Eczanesi',
      attribution: OSM_ATTRIBUTION,
      license: 'ODbL-1.0',
      wheelchair: 'yes',
      phone: '+90 416 216 10 20',
    });
    const hidden = await listingAnswer('status', 'pending');
    expect(hidden.status).toBe(404);
  });

  it('lists categories, districts, events and open pharmacies', async () => {
    const categories = await get(categoriesRoute, '/api/v1/categories');
    expect(categories.json.find((c: { name: string }) => c.name === 'Restoranlar').listingCount).toBeGreaterThan(0);
    const districts = await get(districtsRoute, '/api/v1/districts');
    expect(districts.json).toHaveLength(9);
    expect((await get(eventsRoute, '/api/v1/events')).status).toBe(200);
    const pharmacies = await get(pharmaciesRoute, '/api/v1/pharmacies/open');
    expect(pharmacies.status).toBe(200);
    expect(Array.isArray(pharmacies.json)).toBe(true);
  });

  it('serves an OpenAPI 3.1 document that validates', async () => {
    const answer = await get(openApiRoute, '/api/v1/openapi.json');
    expect(answer.json.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(answer.json))).resolves.toBeTruthy();
    // Every path the document names is one the API serves.
    expect(Object.keys(answer.json.paths).sort()).toEqual(
      ['/categories', '/districts', '/events', '/listings', '/listings/{id}', '/pharmacies/open'].sort(),
    );
  });
});

describe('the exports', () => {
  it('carries every public listing with a position as a valid GeoJSON feature, with the licence', async () => {
    const answer = await callEndpoint(geoJsonRoute.GET, '/veri/isletmeler.geojson');
    expect(answer.headers.get('content-type')).toContain('application/geo+json');
    const doc = answer.json;
    expect(doc.type).toBe('FeatureCollection');
    expect(doc.license).toContain('ODbL');
    const placed = await t.db
      .selectFrom('businesses')
      .select('id')
      .where('status', '=', 'approved')
      .where('latitude', 'is not', null)
      .where('longitude', 'is not', null)
      .execute();
    expect(doc.features.map((f: { id: number }) => f.id).sort((a: number, b: number) => a - b)).toEqual(
      placed.map((p) => p.id).sort((a, b) => a - b),
    );
    for (const feature of doc.features) {
      expect(feature.type).toBe('Feature');
      expect(feature.geometry.type).toBe('Point');
      const [lon, lat] = feature.geometry.coordinates;
      expect(feature.geometry.coordinates).toHaveLength(2);
      // RFC 7946: longitude first, both in range (the province lies near 38° E, 37.8° N).
      expect(lon).toBeGreaterThan(36);
      expect(lon).toBeLessThan(40);
      expect(lat).toBeGreaterThan(37);
      expect(lat).toBeLessThan(39);
      expect(typeof feature.properties).toBe('object');
    }
    const osm = doc.features.find((f: { properties: { name: string } }) => f.properties.name === 'Kommagene Kahvecisi');
    expect(osm.properties).toMatchObject({ attribution: OSM_ATTRIBUTION, license: 'ODbL-1.0' });
    responses.push({ path: '/veri/isletmeler.geojson', text: answer.text });
  });

  it('writes every public listing as a CSV row, formula cells neutralised, licence per row', async () => {
    const target = await firstApprovedListingId(t.db);
    await editListing(t.db, target, { name: '=HYPERLINK("http://kotu.example","tikla")' }, actor);
    const answer = await callEndpoint(csvRoute.GET, '/veri/isletmeler.csv');
    const lines = answer.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]?.split(',')).toContain('lisans');
    const approved = await t.db.selectFrom('businesses').select('id').where('status', '=', 'approved').execute();
    expect(lines).toHaveLength(approved.length + 1);
    expect(answer.text).toContain(`${target},"'=HYPERLINK(`);
    expect(answer.text).toContain('ODbL-1.0');
    responses.push({ path: '/veri/isletmeler.csv', text: answer.text });
  });
});

describe('personal data', () => {
  it('is in no answer: no e-mail address, no owner, no wizard answer', async () => {
    // Every listing once, one by one.
    const all = await get(listingsRoute, '/api/v1/listings?limit=100');
    let cursor: string | null = all.json.nextCursor;
    while (cursor) {
      const next = await get(listingsRoute, `/api/v1/listings?limit=100&cursor=${cursor}`);
      cursor = next.json.nextCursor;
    }
    for (const { id } of (all.json.data as { id: number }[]).slice(0, 10))
      await get(listingRoute, `/api/v1/listings/${id}`, { params: { id: String(id) } });
    const owners = await t.db
      .selectFrom('businesses')
      .select(['ownerName', 'ownerEmail', 'ownerPhone', 'marketingBudget', 'targetAudience'])
      .where('status', '=', 'approved')
      .execute();
    const secrets = new Set(
      owners
        .flatMap((o) => [o.ownerName, o.ownerEmail, o.ownerPhone, o.targetAudience])
        .filter((v): v is string => Boolean(v && v.length > 5)),
    );
    expect(responses.length).toBeGreaterThan(20);
    for (const { path: at, text } of responses) {
      expect(text, at).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
      for (const key of ['ownerId', 'ownerEmail', 'ownerName', 'ownerPhone', 'marketingBudget', 'taxId', 'email'])
        expect(text, `${at} ${key}`).not.toContain(`"${key}"`);
      for (const secret of secrets) expect(text.includes(secret), `${at} holds ${secret}`).toBe(false);
    }
  });
});
