import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db, migrateToLatest } from '~/database.server.ts';
import type { RebuildStatus } from '~/lib/serve/publish.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { type ServeProcess, startServeProcess, stopServeProcess } from '../support/serve-process.ts';

// `npm start` on SQLite with two serving processes (SERVE_PROCESSES=2) behind one port: whichever
// process a connection reaches, the site behaves as one. Every request here opens its own connection,
// so the requests spread over both processes. Serves the build `npm test` made for e2e (TEST_BUILD_DIR).

const BUILD = process.env.TEST_BUILD_DIR ?? '';
const PASSWORD = 'Iki-Islem-Parola-42';
const FORM_LIMIT = 3;
const POST_SLUG = 'nemrut-dagi-gun-dogumu-rehberi';

fs.mkdirSync(path.resolve('.cache'), { recursive: true });
const dir = fs.mkdtempSync(path.resolve('.cache', 'serving-processes-'));
let server: ServeProcess | undefined;
let child: ChildProcess;
let base = '';
let db: Db;
let output: string[] = [];

/** One request on a connection of its own. */
function request(
  method: string,
  url: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The processes the server runs as: its own pid and its children's. */
function childPids(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return Number(fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

beforeAll(async () => {
  if (!BUILD) return;
  const file = path.join(dir, 'adiyaman.db');
  db = createDb(file);
  await migrateToLatest(db);
  await seedDatabase(db);
  server = await startServeProcess(BUILD, dir, {
    SERVE_PROCESSES: '2',
    DATABASE_PATH: file,
    DATABASE_URL: '',
    ADMIN_PASSWORD: PASSWORD,
    RATE_LIMIT_FORMS: `${FORM_LIMIT}/10m`,
  });
  base = server.url;
  child = server.child;
  output = server.output;
}, 120_000);

afterAll(async () => {
  if (server) await stopServeProcess(server);
  await db?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}, 90_000);

async function login(): Promise<string> {
  const response = await request('POST', '/api/auth/login', JSON.stringify({ username: 'admin', password: PASSWORD }), {
    'content-type': 'application/json',
  });
  expect(response.status).toBe(200);
  return (JSON.parse(response.text) as { token: string }).token;
}

describe.skipIf(!BUILD)('two serving processes on one SQLite database', () => {
  it('serves from two processes', async () => {
    expect(output.join('')).toContain('(2 processes)');
    expect(childPids(child.pid as number)).toHaveLength(2);
    const statuses = await Promise.all(Array.from({ length: 8 }, () => request('GET', '/businesses')));
    expect(statuses.map((r) => r.status)).toEqual(Array(8).fill(200));
  });

  it('a rate limit is counted for both together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FORM_LIMIT + 3; i++)
      statuses.push((await request('POST', '/api/contact', '{}', { 'content-type': 'application/json' })).status);
    expect(statuses.slice(0, FORM_LIMIT).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(FORM_LIMIT)).toEqual([429, 429, 429]);
  });

  it('an edited post is new on every process at once, and after the rebuild too', async () => {
    const started = Date.now();
    const token = await login();
    const row = await db.selectFrom('blogPosts').selectAll().where('slug', '=', POST_SLUG).executeTakeFirstOrThrow();
    const title = `Nemrut Dağı’nda Gün Doğumu ${started}`;
    const edited = await request(
      'POST',
      `/api/desk/posts/${row.id}`,
      JSON.stringify({
        title,
        slug: row.slug,
        content: row.content,
        excerpt: row.excerpt,
        category: row.category,
        publishStatus: row.publishStatus,
      }),
      { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    );
    expect(edited.status, edited.text).toBe(200);
    const before = childPids(child.pid as number);
    // Post pages render on demand behind the render cache, keyed on the posts' change counter: both
    // processes show the edit at once.
    const pages = await Promise.all(Array.from({ length: 6 }, () => request('GET', `/blog/${POST_SLUG}`)));
    for (const page of pages) expect(page.text).toContain(String(started));

    const deadline = Date.now() + 400_000;
    for (;;) {
      const status = JSON.parse(
        (await request('GET', '/api/admin/rebuild', undefined, { authorization: `Bearer ${token}` })).text,
      ) as RebuildStatus;
      if (status.lastError) throw new Error(`the rebuild failed: ${status.lastError}`);
      if (status.state === 'idle' && status.lastSuccessAt && Date.parse(status.lastSuccessAt) > started) break;
      if (Date.now() > deadline) throw new Error(`no rebuild went live:\n${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    // The posts' counter moved, so the host rebuilt the pre-rendered pages; both processes still show it.
    const lists = await Promise.all(Array.from({ length: 6 }, () => request('GET', '/blog')));
    for (const list of lists) expect(list.text).toContain(String(started));
    expect(output.join('')).not.toContain('a serving process ended');
    // New processes serve the new build and the old ones have ended: no process holds two builds.
    for (let waited = 0; ; waited += 200) {
      const now = childPids(child.pid as number);
      if (now.length === 2 && now.every((pid) => !before.includes(pid))) break;
      if (waited > 60_000) throw new Error(`serving processes before ${before}, now ${now}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 450_000);

  it('a stop ends every serving process', async () => {
    const serving = childPids(child.pid as number);
    expect(serving).toHaveLength(2);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    for (let waited = 0; serving.some((pid) => fs.existsSync(`/proc/${pid}`)); waited += 100) {
      if (waited > 30_000) throw new Error('a serving process outlived the server');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);
});
