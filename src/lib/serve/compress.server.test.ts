import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, compressResponse, pickEncoding } from '~/lib/serve/compress.server.ts';

// A handler that writes the way Astro's node handler does: head, then the body in chunks.
const PAGE = `<!doctype html><main>${'<p>Adıyaman işletme rehberi, Kâhta ve Gölbaşı.</p>'.repeat(200)}</main>`;
const bodies: Record<string, { type: string; chunks: string[] }> = {
  '/page': { type: 'text/html; charset=utf-8', chunks: [PAGE.slice(0, 700), PAGE.slice(700, 800), PAGE.slice(800)] },
  '/small': { type: 'application/json', chunks: ['{"ok":true}'] },
  '/image': { type: 'image/png', chunks: ['x'.repeat(4000)] },
};

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    compressResponse(req, res);
    const body = bodies[req.url ?? ''] ?? bodies['/page']!;
    res.writeHead(200, { 'content-type': body.type });
    for (const chunk of body.chunks) res.write(Buffer.from(chunk));
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

function get(path: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; raw: Buffer; text: string }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text = (
            encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw
          ).toString();
          resolve({ headers: res.headers, raw, text });
        });
      })
      .on('error', reject);
  });
}

describe('compression of on-demand responses', () => {
  it('picks brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('streams HTML compressed by Accept-Encoding; decoded it is the page as written', async () => {
    const plain = await get('/page', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(PAGE);
    for (const encoding of ['br', 'gzip']) {
      const page = await get('/page', encoding);
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      expect(page.headers['content-length']).toBeUndefined();
      expect(page.text).toBe(PAGE);
      expect(page.raw.length).toBeLessThan(Buffer.byteLength(PAGE) / 5);
    }
  });

  it(`leaves bodies under ${COMPRESS_MIN_BYTES} bytes and other types as they are`, async () => {
    const small = await get('/small', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-length']).toBe('11');
    expect(small.text).toBe('{"ok":true}');
    const image = await get('/image', 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.raw.length).toBe(4000);
  });
});
