import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakePlacesRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface FakePlacesServer {
  baseUrl: string;
  requests: FakePlacesRequest[];
  /** Makes every following answer this status (e.g. 500) until reset with 200. */
  failWith(status: number): void;
  close(): Promise<void>;
}

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
export async function startFakePlacesServer(): Promise<FakePlacesServer> {
  const requests: FakePlacesRequest[] = [];
  let failStatus = 200;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      requests.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        headers: req.headers,
        body: raw ? JSON.parse(raw) : null,
      });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (failStatus !== 200) return send(failStatus, { error: { message: 'failure' } });
      if (req.headers['x-goog-api-key'] !== FAKE_API_KEY) return send(403, { error: { message: 'API key not valid' } });
      if (req.method === 'GET' && url.pathname === `/v1/places/${FAKE_PLACE.id}`) return send(200, FAKE_PLACE);
      if (req.method === 'GET' && url.pathname.startsWith('/v1/places/'))
        return send(404, { error: { message: 'not found' } });
      if (req.method === 'POST' && url.pathname === '/v1/places:searchText') return send(200, { places: [FAKE_PLACE] });
      send(404, { error: { message: 'unknown' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    failWith: (status) => (failStatus = status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
