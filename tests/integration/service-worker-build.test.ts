import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServiceWorker } from '../../scripts/service-worker.ts';

// The worker's precache list: the offline page of every language with what it loads, so that a page
// never opened shows the offline page of its address's language without a network.

fs.mkdirSync(path.resolve('.cache'), { recursive: true });
const dir = fs.mkdtempSync(path.resolve('.cache', 'service-worker-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

describe('the service worker build', () => {
  it('precaches the offline page in each language at its address, with the scripts it loads', async () => {
    write('manifest.webmanifest', '{}');
    write('favicon.svg', '<svg/>');
    write('_astro/offline.AbC123.js', 'import "./shared.XyZ789.js";');
    write('_astro/shared.XyZ789.js', 'export {};');
    write('_astro/english-only.Q1.js', 'export {};');
    for (const [file, title] of [
      ['cevrimdisi/index.html', 'Çevrimdışı Rehber'],
      ['en/cevrimdisi/index.html', 'Offline guide'],
      ['ku/cevrimdisi/index.html', 'Rêbera bê înternet'],
    ] as const) {
      const extra = file.startsWith('en/') ? '<script src="/_astro/english-only.Q1.js"></script>' : '';
      write(file, `<title>${title}</title><script type="module" src="/_astro/offline.AbC123.js"></script>${extra}`);
    }
    write('kvkk/index.html', '<title>KVKK</title>');

    await buildServiceWorker(dir);
    const worker = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    // The list is bundled as an object literal: {revision:"…",url:"…"} (no revision for hashed names).
    const urls = [...worker.matchAll(/"?url"?:"([^"]+)"/g)].map((m) => m[1]);
    expect(urls.sort()).toEqual(
      [
        '/_astro/english-only.Q1.js',
        '/_astro/offline.AbC123.js',
        '/_astro/shared.XyZ789.js',
        '/cevrimdisi',
        '/en/cevrimdisi',
        '/favicon.svg',
        '/ku/cevrimdisi',
        '/manifest.webmanifest',
      ].sort(),
    );
    // Each page's revision is its own content's: an English text's change makes a new worker.
    const values = ['/cevrimdisi', '/en/cevrimdisi', '/ku/cevrimdisi'].map(
      (url) => new RegExp(`"?revision"?:"([0-9a-f]+)","?url"?:"${url}"`).exec(worker)?.[1],
    );
    expect(values.every(Boolean)).toBe(true);
    expect(new Set(values).size).toBe(3);
  });

  it('refuses to build without the offline page', async () => {
    const empty = fs.mkdtempSync(path.resolve('.cache', 'service-worker-empty-'));
    try {
      await expect(buildServiceWorker(empty)).rejects.toThrow('cevrimdisi/index.html not found');
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
