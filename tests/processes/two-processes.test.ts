import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db, migrateToLatest } from '~/database.server.ts';
import { SESSION_COOKIE } from '~/lib/constants.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { type PostgresServer, startPostgres } from '../support/postgres-server.ts';
import { type ServeProcess, startServeProcess, stopServeProcess } from '../support/serve-process.ts';
import { createEmptyPostgresDatabase } from '../support/test-db.ts';

// Two server processes (scripts/serve.ts) on one PostgreSQL database, as behind a load balancer
// without sticky sessions: what one process writes or decides, the other sees. They serve the build
// `npm test` made for e2e (TEST_BUILD_DIR) and rebuild into a folder they share.

const BUILD = process.env.TEST_BUILD_DIR ?? '';
// Without PostgreSQL here (npm test says why), this file has nothing to run against.
const SKIPPED = !BUILD || process.env.TEST_POSTGRES_SKIPPED === '1';
const PASSWORD = 'Iki-Surec-Parola-42';
const FORM_LIMIT = 3;

let postgres: PostgresServer;
let db: Db;
const servers: ServeProcess[] = [];
// Inside the project: a build's server chunks resolve their packages from node_modules above them.
fs.mkdirSync(path.resolve('.cache'), { recursive: true });
const dir = fs.mkdtempSync(path.resolve('.cache', 'two-processes-'));

const startServer = (databaseUrl: string) =>
  startServeProcess(BUILD, dir, {
    DATABASE_URL: databaseUrl,
    // One serving process each, as on two machines (serving-processes.test.ts has several on one).
    SERVE_PROCESSES: '1',
    ADMIN_PASSWORD: PASSWORD,
    RATE_LIMIT_FORMS: `${FORM_LIMIT}/10m`,
  });

const a = () => servers[0] as ServeProcess;
const b = () => servers[1] as ServeProcess;

beforeAll(async () => {
  if (SKIPPED) return;
  postgres = await startPostgres();
  const url = await createEmptyPostgresDatabase(postgres.url);
  db = createDb(url);
  await migrateToLatest(db);
  await seedDatabase(db);
  // The first process creates the admin; the second finds it.
  servers.push(await startServer(url));
  servers.push(await startServer(url));
}, 180_000);

afterAll(async () => {
  for (const server of servers) await stopServeProcess(server);
  await db?.destroy();
  await postgres?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}, 150_000);

async function login(server: ServeProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const asAdmin = (token: string, init: RequestInit = {}) => ({
  ...init,
  headers: { ...init.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
});

describe.skipIf(SKIPPED)('two server processes on one PostgreSQL database', () => {
  it('a login on one is valid on the other', async () => {
    const token = await login(a());
    const session = await fetch(`${b().url}/api/auth/session`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(((await session.json()) as { user: { username: string } | null }).user?.username).toBe('admin');
    const stranger = await fetch(`${b().url}/api/auth/session`, { headers: { cookie: `${SESSION_COOKIE}=x${token}` } });
    expect(((await stranger.json()) as { user: unknown }).user).toBeNull();
  });

  it('an approval on one is visible on the other, in its search too', async () => {
    const { id } = await db
      .insertInto('businesses')
      .values({
        name: 'Nemrut Eteği Kahvaltı Evi',
        category: 'Restoranlar',
        address: 'Kâhta yolu No:3, Kâhta/Adıyaman',
        district: 'Kâhta',
        status: 'pending',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await fetch(`${b().url}/api/businesses/${id}`)).status).toBe(404);
    const token = await login(a());
    const approved = await fetch(`${a().url}/api/businesses/${id}/approve`, asAdmin(token, { method: 'POST' }));
    expect(approved.status).toBe(200);
    expect((await fetch(`${b().url}/api/businesses/${id}`)).status).toBe(200);
    const found = (await (await fetch(`${b().url}/api/businesses?q=${encodeURIComponent('nemrut eteği')}`)).json()) as {
      businesses: { id: number }[];
    };
    expect(found.businesses.map((x) => x.id)).toContain(id);
  });

  it('a rate limit is shared: what one process allows, both allow together', async () => {
    const post = (server: ServeProcess) =>
      fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }).then((r) => r.status);
    const statuses = [await post(a()), await post(b()), await post(a()), await post(b()), await post(a())];
    expect(statuses.slice(0, FORM_LIMIT).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(FORM_LIMIT)).toEqual([429, 429]);
  });

  it('a post published on one is served by both after the rebuild', async () => {
    const stamp = Date.now();
    const title = `Kâhta Kalesinde Bir Sabah ${stamp}`;
    const slug = `kahta-kalesinde-bir-sabah-${stamp}`;
    const token = await login(a());
    const created = await fetch(
      `${a().url}/api/blog/create`,
      asAdmin(token, {
        method: 'POST',
        body: JSON.stringify({
          title,
          slug,
          content: `<p>${'Kâhta Kalesi’ne sabah erkenden çıkıp Cendere Köprüsü’ne inen yolun notları. '.repeat(3)}</p>`,
          excerpt: 'Kâhta Kalesi’nde geçen bir sabahın notları.',
          category: 'Tourism',
          tags: 'Kâhta, kale',
          publishStatus: 'published',
        }),
      }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const listed = async (server: ServeProcess) => (await (await fetch(`${server.url}/blog`)).text()).includes(title);
    const deadline = Date.now() + 400_000;
    while (!((await listed(a())) && (await listed(b())))) {
      const logs = `${a().output.join('')}\n${b().output.join('')}`;
      if (Date.now() > deadline || logs.includes('[rebuild] failed')) throw new Error(`no rebuild went live:\n${logs}`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    for (const server of servers) expect((await fetch(`${server.url}/blog/${slug}`)).status).toBe(200);
  }, 450_000);
});
