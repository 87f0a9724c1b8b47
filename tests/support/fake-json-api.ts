import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeJsonRequest {
  method: string;
  /** Path and query string. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body; null without one. */
  body: unknown;
}

export interface FakeJsonApi {
  baseUrl: string;
  /** Every request received, oldest first. */
  requests: FakeJsonRequest[];
  /** Makes every following answer this status (e.g. 500) until reset with 200. */
  failWith(status: number): void;
  close(): Promise<void>;
}

/** What a fake answers a request with: its status and JSON body. */
export type FakeAnswer = [status: number, body: unknown];

/**
 * A tiny JSON API on 127.0.0.1 with a random port, for a provider's contract in tests: each request is
 * kept, then answered by `answer` (or, after `failWith`, with that status and the `failure` body).
 */
export async function startFakeJsonApi(
  failure: unknown,
  answer: (request: FakeJsonRequest, url: URL) => FakeAnswer,
): Promise<FakeJsonApi> {
  const requests: FakeJsonRequest[] = [];
  let failStatus = 200;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request = {
        method: req.method ?? '',
        path: url.pathname + url.search,
        headers: req.headers,
        body: raw ? JSON.parse(raw) : null,
      };
      requests.push(request);
      const [status, body] = failStatus === 200 ? answer(request, url) : [failStatus, failure];
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
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
