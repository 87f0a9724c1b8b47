import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAPS_IMPORT_MSG } from '~/features/submissions/messages.ts';
import { FORM_RATE_LIMIT } from '~/lib/constants.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';
import * as mapsImport from '~/pages/api/businesses/import-google-maps.ts';
import { callEndpoint } from '../support/api.ts';
import { FAKE_API_KEY, FAKE_PLACE, startFakePlacesServer } from '../support/fake-places-server.ts';
import { clearEnvAfterEach, withServer, withTestDb } from '../support/lifecycle.ts';

const PATH = '/api/businesses/import-google-maps';
const NAMED_URL =
  'https://www.google.com/maps/place/Nemrut+Sofras%C4%B1/@37.7636,38.2773,17z/data=!4m6!3m5!1s0x1530bc3f5a1d2c3b:0x5c7d9e1f2a3b4c5d!8m2!3d37.76412!4d38.27851';
const PLACE_ID_URL = `https://www.google.com/maps/search/?api=1&query=Nemrut&query_place_id=${FAKE_PLACE.id}`;

withTestDb();
const places = withServer(startFakePlacesServer);

beforeEach(() => resetRateLimits());
clearEnvAfterEach('GOOGLE_MAPS_API_KEY', 'GOOGLE_PLACES_BASE_URL');
afterEach(() => {
  places.failWith(200);
  places.requests.length = 0;
});

describe('POST /api/businesses/import-google-maps without an API key', () => {
  it('fills name and coordinates from the link and lists the fields that need the key', async () => {
    const res = await callEndpoint(mapsImport.POST, PATH, { body: { googleMapsUrl: NAMED_URL } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: 'Nemrut Sofrası',
      latitude: 37.76412,
      longitude: 38.27851,
      googleMapsUrl: NAMED_URL,
      address: '',
      source: 'url',
      notice: MAPS_IMPORT_MSG.needsKey,
    });
    expect(res.json.needsApiKey).toEqual(expect.arrayContaining(['address', 'phone', 'website']));
    expect(res.json.cid).toMatch(/^\d+$/);
    expect(places.requests).toHaveLength(0);
  });

  it("rejects a link that is not Google Maps with 'Geçerli bir Google Maps URL'si girin'", async () => {
    for (const googleMapsUrl of ['not a url', 'https://example.com/maps/place/X', '']) {
      const res = await callEndpoint(mapsImport.POST, PATH, { body: { googleMapsUrl } });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe("Geçerli bir Google Maps URL'si girin");
    }
  });

  it('answers 415 for a non-JSON body and 429 past the limit', async () => {
    const wrongType = await callEndpoint(mapsImport.POST, PATH, {
      rawBody: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(wrongType.status).toBe(415);
    await resetRateLimits();
    for (let i = 0; i < FORM_RATE_LIMIT.max; i++)
      await callEndpoint(mapsImport.POST, PATH, { body: { googleMapsUrl: NAMED_URL }, ip: '10.1.1.1' });
    const limited = await callEndpoint(mapsImport.POST, PATH, { body: { googleMapsUrl: NAMED_URL }, ip: '10.1.1.1' });
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe(MSG.rateLimited);
  });
});

describe('POST /api/businesses/import-google-maps with the Places API', () => {
  beforeEach(() => {
    process.env.GOOGLE_MAPS_API_KEY = FAKE_API_KEY;
    process.env.GOOGLE_PLACES_BASE_URL = places.baseUrl;
  });

  it('fetches place details by place id with the key and field mask', async () => {
    const res = await callEndpoint(mapsImport.POST, PATH, { body: { googleMapsUrl: PLACE_ID_URL } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: 'Nemrut Sofrası',
      address: FAKE_PLACE.formattedAddress,
      phone: FAKE_PLACE.nationalPhoneNumber,
      website: FAKE_PLACE.websiteUri,
      rating: 4.6,
      category: 'Restoranlar',
      description: FAKE_PLACE.editorialSummary.text,
      googlePlaceId: FAKE_PLACE.id,
      latitude: 37.7636,
      source: 'places',
      needsApiKey: [],
    });
    expect(places.requests).toHaveLength(1);
    expect(places.requests[0]!.path).toMatch(new RegExp(`^/v1/places/${FAKE_PLACE.id}\\?`));
    expect(places.requests[0]!.headers['x-goog-api-key']).toBe(FAKE_API_KEY);
    expect(String(places.requests[0]!.headers['x-goog-fieldmask'])).toContain('formattedAddress');
  });

  it('searches by the name near the pin when the link has no place id', async () => {
    const res = await callEndpoint(mapsImport.POST, PATH, { body: { googleMapsUrl: NAMED_URL } });
    expect(res.status).toBe(200);
    expect(res.json.googlePlaceId).toBe(FAKE_PLACE.id);
    const request = places.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/places:searchText');
    expect(request.body).toMatchObject({
      textQuery: 'Nemrut Sofrası',
      locationBias: { circle: { center: { latitude: 37.76412, longitude: 38.27851 } } },
    });
  });

  it("answers 502 with 'Google Maps'ten veri alınırken hata oluştu' when the Places API fails", async () => {
    places.failWith(500);
    const res = await callEndpoint(mapsImport.POST, PATH, { body: { googleMapsUrl: PLACE_ID_URL } });
    expect(res.status).toBe(502);
    expect(res.json.error).toBe(MAPS_IMPORT_MSG.failureText);
  });

  it('answers 502 when the key is refused', async () => {
    process.env.GOOGLE_MAPS_API_KEY = 'wrong';
    const res = await callEndpoint(mapsImport.POST, PATH, { body: { googleMapsUrl: PLACE_ID_URL } });
    expect(res.status).toBe(502);
  });
});
