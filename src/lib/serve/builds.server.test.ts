import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIsStale } from '~/lib/serve/builds.server.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'adiyaman-build-origin-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A build folder newer than the sources, made for `origin` (none: a build from before origins were kept). */
function madeFor(origin: string | null): string {
  const dir = fs.mkdtempSync(path.join(root, 'build-'));
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'server', 'entry.mjs'), '');
  if (origin !== null) fs.writeFileSync(path.join(dir, 'origin'), origin);
  return dir;
}

describe('a build and the public origin', () => {
  it('is current only for the origin its pre-rendered pages were written with', () => {
    const dir = madeFor('https://adiyamanrehberi.com.tr');
    expect(buildIsStale(dir, { SITE_URL: 'https://adiyamanrehberi.com.tr/' })).toBe(false);
    expect(buildIsStale(dir, { SITE_URL: 'https://rehber.example' })).toBe(true);
    expect(buildIsStale(dir, {})).toBe(true);
    expect(buildIsStale(madeFor('http://127.0.0.1:4321'), { PORT: '4321' })).toBe(false);
    expect(buildIsStale(madeFor(null), {})).toBe(true);
  });
});
