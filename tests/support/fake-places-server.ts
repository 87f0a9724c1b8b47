import { type FakeJsonApi, startFakeJsonApi } from './fake-json-api.ts';

export type FakePlacesServer = FakeJsonApi;

/** The place the fake Places API (New) knows, by id and by text search. */
export const FAKE_PLACE = {
  id: 'ChIJfakePlaceId123',
  displayName: { text: 'Nemrut Sofrası', languageCode: 'tr' },
  formattedAddress: 'Atatürk Blv. No:12, 02100 Merkez/Adıyaman',
  nationalPhoneNumber: '0416 216 12 34',
  websiteUri: 'https://nemrutsofrasi.example',
  rating: 4.6,
  location: { latitude: 37.7636, longitude: 38.2773 },
  types: ['restaurant', 'food', 'point_of_interest'],
  editorialSummary: { text: 'Adıyaman mutfağından kebap ve çiğ köfte.' },
  googleMapsUri: 'https://maps.google.com/?cid=123',
};

export const FAKE_API_KEY = 'test-places-key';

/** A tiny Places API (New) on 127.0.0.1 with a random port: details by id and searchText. */
export function startFakePlacesServer(): Promise<FakePlacesServer> {
  return startFakeJsonApi({ error: { message: 'failure' } }, ({ method, headers }, url) => {
    if (headers['x-goog-api-key'] !== FAKE_API_KEY) return [403, { error: { message: 'API key not valid' } }];
    if (method === 'GET' && url.pathname === `/v1/places/${FAKE_PLACE.id}`) return [200, FAKE_PLACE];
    if (method === 'GET' && url.pathname.startsWith('/v1/places/')) return [404, { error: { message: 'not found' } }];
    if (method === 'POST' && url.pathname === '/v1/places:searchText') return [200, { places: [FAKE_PLACE] }];
    return [404, { error: { message: 'unknown' } }];
  });
}
