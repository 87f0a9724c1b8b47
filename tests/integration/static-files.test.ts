import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, listen, type Site } from '~/lib/serve/site.server.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'adiyaman-static-'));
const script = `export const x = ${JSON.stringify('Adıyaman '.repeat(400))};\n`;
let site: Site;
let base: string;

/** A build folder with a script, a page, a 404 page and a server file that must never be served. */
function fakeBuild(): string {
  const dir = path.join(root, 'b1');
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'client', '_astro'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'client', 'blog'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'client', '_astro', 'x.js'), script);
  fs.writeFileSync(path.join(dir, 'client', 'blog', 'index.html'), '<h1>Blog</h1>');
  fs.writeFileSync(path.join(dir, 'client', '404.html'), '<h1>Bulunamadı</h1>');
  fs.writeFileSync(
    path.join(dir, 'server', 'entry.mjs'),
    'export const handler = (req, res, next) => next(); export const secret = "sunucu";',
  );
  return dir;
}

beforeAll(async () => {
  site = await createSite(fakeBuild());
  base = await listen(site.server, '127.0.0.1', 0);
});
afterAll(() => {
  site.server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

function get(rawPath: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    http
      .get({ hostname, port, path: rawPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('static files of a build', () => {
  it('serves every spelling of a file from the one entry made when the build was loaded; the cache never grows', async () => {
    const before = site.build.files.size;
    expect(before).toBe(4); // x.js, 404.html, blog/index.html and /blog
    const spellings = [
      '/_astro/x.js',
      '//_astro/x.js',
      '///_astro/x.js',
      '/_astro/%78.js',
      '/_astro/./x.js',
      '/%5Fastro/x.js',
    ];
    for (let i = 0; i < 200; i++) spellings.push(`/${'/'.repeat(i % 7)}_astro/${i % 2 ? '%78' : 'x'}.js?v=${i}`);
    for (const spelling of spellings) {
      const response = await get(spelling, { 'accept-encoding': 'br' });
      expect(response.status, spelling).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script);
    }
    expect(site.build.files.size).toBe(before);
  });

  it('answers each encoding with the same bytes once decoded, and folders with their index page', async () => {
    const gzip = await get('/_astro/x.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get('/_astro/x.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['cache-control']).toContain('immutable');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    for (const spelling of ['/blog', '/blog/', '//blog//']) {
      const page = await get(spelling);
      expect(page.status, spelling).toBe(200);
      expect(page.body.toString()).toBe('<h1>Blog</h1>');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('never serves a file outside the client folder, whatever the spelling', async () => {
    for (const spelling of [
      '/../server/entry.mjs',
      '/%2e%2e/server/entry.mjs',
      '/_astro/..%2f..%2fserver/entry.mjs',
      '/%00',
    ]) {
      const response = await get(spelling);
      expect(response.status, spelling).toBe(404);
      expect(response.body.toString()).not.toContain('sunucu');
    }
  });
});
