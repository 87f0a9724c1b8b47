import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRebuildQueue } from '~/lib/serve/rebuild.server.ts';
import { createSwitchableSite, listen } from '~/lib/serve/site.server.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'adiyaman-builds-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A minimal build folder shaped like astro's output: a static page and an on-demand handler. */
function fakeBuild(version: string): string {
  const dir = path.join(root, version);
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'client', 'blog'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'client', 'blog', 'index.html'), `<h1>${version}</h1>`);
  fs.writeFileSync(
    path.join(dir, 'server', 'entry.mjs'),
    `export const handler = (req, res, next) => {
      if (!req.url.startsWith('/api/')) return next();
      setTimeout(() => { res.writeHead(200, { 'content-type': 'text/plain' }); res.end(${JSON.stringify(version)}); }, 2);
    };`,
  );
  return dir;
}

function get(agent: http.Agent, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('rebuild switch under load', () => {
  it('serves continuously while a rebuild runs and switches: zero failed requests, old then new content', async () => {
    const site = await createSwitchableSite(fakeBuild('v1'));
    const base = await listen(site.server, '127.0.0.1', 0);
    let builds = 0;
    const queue = createRebuildQueue({
      // Stands in for `astro build` in a child process: takes a while, then a fresh folder exists.
      build: async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return fakeBuild(`v${2 + builds++}`);
      },
      activate: (dir) => site.switchTo(dir),
    });

    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    let failures = 0;
    let total = 0;
    const seen = new Set<string>();
    let stop = false;
    const worker = async (url: string) => {
      while (!stop) {
        try {
          const response = await get(agent, url);
          total++;
          if (response.status !== 200) failures++;
          else seen.add(`${url.includes('/api/') ? 'api' : 'page'}:${response.body.replace(/<\/?h1>/g, '')}`);
        } catch {
          failures++;
        }
      }
    };
    const workers = [...Array(3)]
      .map(() => worker(`${base}/api/ping`))
      .concat([...Array(3)].map(() => worker(`${base}/blog`)));

    await new Promise((resolve) => setTimeout(resolve, 100));
    queue.requestRebuild('yazı yayımlandı');
    queue.requestRebuild('işletme onaylandı');
    await queue.whenIdle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop = true;
    await Promise.all(workers);
    agent.destroy();
    site.server.close();

    expect(builds).toBe(2);
    expect(queue.status().lastError).toBeNull();
    expect(total).toBeGreaterThan(100);
    expect(failures).toBe(0);
    expect(seen).toContain('api:v1');
    expect(seen).toContain('page:v1');
    expect(seen).toContain('api:v3');
    expect(seen).toContain('page:v3');
    expect(path.basename(site.active().dir)).toBe('v3');
  });

  it('keeps serving the old build when the new one cannot be loaded', async () => {
    const site = await createSwitchableSite(fakeBuild('stable'));
    const base = await listen(site.server, '127.0.0.1', 0);
    const queue = createRebuildQueue({
      build: async () => {
        const dir = path.join(root, 'broken');
        fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
        fs.writeFileSync(path.join(dir, 'server', 'entry.mjs'), 'export const handler = ;');
        return dir;
      },
      activate: (dir) => site.switchTo(dir),
    });
    queue.requestRebuild('bozuk yapı');
    await queue.whenIdle();
    expect(queue.status().lastError).toBeTruthy();
    const agent = new http.Agent();
    expect(await get(agent, `${base}/api/x`)).toEqual({ status: 200, body: 'stable' });
    site.server.close();
  });
});
