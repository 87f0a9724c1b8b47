// npm run soak — the server under load and faults, on loopback, bounded (about four minutes) and stopping
// by itself: 100 connections for 20 s against a mix of pages and registrations (throughput, p99, no
// unexpected errors); memory over a 2-minute soak (flat within 10 %); kill -9 during concurrent writes,
// then every acknowledged write present, integrity_check ok and the restarted server serving.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { openSqlite } from '~/database.server.ts';
import { activateBuild, buildInto } from '~/lib/serve/builds.server.ts';
import { sampleRegistration } from '../tests/support/registration.ts';
import { prepareDatabase } from './build.ts';

const PORT = Number(process.env.SOAK_PORT || 4698);
const LOAD_SECONDS = Number(process.env.SOAK_LOAD_SECONDS || 20);
const MEMORY_SECONDS = Number(process.env.SOAK_MEMORY_SECONDS || 120);
const soakDir = path.resolve('.cache/soak');
const databaseFile = path.join(soakDir, 'adiyaman.db');
process.env.DATABASE_PATH = databaseFile;
process.env.BUILDS_DIR = path.join(soakDir, 'builds');
const base = `http://127.0.0.1:${PORT}`;

const results: boolean[] = [];
const report = (name: string, value: string, budget: string, ok: boolean) => {
  results.push(ok);
  console.log(`${ok ? '✔' : '✘'} ${name}: ${value} (budget ${budget})`);
};

/** A visitor's address, one per registration (10.0.0.0/8), as a proxy on loopback would forward it. */
const visitor = (i: number) => ({ 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });

const registration = (i: number) => JSON.stringify(sampleRegistration(`Dayanıklılık İşletmesi ${i}`));

function startServer(buildDir: string): ChildProcess {
  return spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/serve.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BUILD_DIR: buildDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: base,
      // The soak stands in for many visitors behind a reverse proxy on loopback: each registration
      // names its own client address in X-Forwarded-For, so the production per-address form limit
      // applies as it does to real visitors (and is not switched off).
      TRUSTED_PROXIES: '127.0.0.1, ::1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForServer(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url}`);
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const stopped = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

function mix(businessId: number): autocannon.Request[] {
  let n = 0;
  return [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/businesses?q=kebap' },
    { method: 'GET', path: `/business/${businessId}` },
    {
      method: 'POST',
      path: '/api/businesses/register',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => {
        n++;
        return { ...request, headers: { ...request.headers, ...visitor(n) }, body: registration(n) };
      },
    },
  ];
}

await prepareDatabase();
// A build of other code than the database's migrations answers 500, so the soak builds what it tests
// (SOAK_BUILD_DIR names a build of this very commit to skip that minute).
let buildDir = process.env.SOAK_BUILD_DIR;
if (!buildDir) {
  console.log('[soak] building the site…');
  buildDir = await buildInto();
  activateBuild(buildDir);
}

let server = startServer(buildDir);
try {
  await waitForServer(`${base}/robots.txt`);
  const businessId = (await (await fetch(`${base}/api/businesses?limit=1`)).json()).businesses[0].id as number;

  // 1. Load: 100 connections, the four requests in turn on each.
  const load = await autocannon({
    url: base,
    connections: 100,
    duration: LOAD_SECONDS,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: mix(businessId),
  });
  const unexpected = load.errors + load.timeouts + load.non2xx;
  report(
    `mixed load, 100 connections for ${LOAD_SECONDS} s (/, /businesses?q=kebap, /business/${businessId}, registrations)`,
    `${Math.round(load.requests.average)} req/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ` +
      `${load.requests.total} requests, ${load.non2xx} non-2xx, ${load.errors} errors, ${load.timeouts} timeouts; ` +
      `status ${JSON.stringify(Object.fromEntries(Object.entries(load.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0])))}`,
    'zero unexpected errors',
    unexpected === 0,
  );

  // 2. Memory: the same mix at 20 connections; resident memory after warm-up against the end.
  const pid = server.pid as number;
  const samples: { at: number; mb: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => samples.push({ at: (Date.now() - started) / 1000, mb: rssMb(pid) }), 5000);
  const soak = await autocannon({
    url: base,
    connections: 20,
    duration: MEMORY_SECONDS,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: mix(businessId),
  });
  clearInterval(sampler);
  const mean = (list: { mb: number }[]) => list.reduce((sum, s) => sum + s.mb, 0) / Math.max(1, list.length);
  // After warm-up (the first third), the middle third against the last: a leak keeps climbing.
  const third = MEMORY_SECONDS / 3;
  const warm = mean(samples.filter((s) => s.at >= third && s.at < 2 * third));
  const end = mean(samples.filter((s) => s.at >= 2 * third));
  const growth = (end - warm) / warm;
  report(
    `memory over a ${MEMORY_SECONDS} s soak (${soak.requests.total} requests, ${soak.non2xx + soak.errors} failed)`,
    `RSS ${warm.toFixed(0)} MB in the middle third → ${end.toFixed(0)} MB in the last (${(growth * 100).toFixed(1).replace('.', ',')} %); ` +
      `samples ${samples.map((s) => s.mb.toFixed(0)).join(' ')}`,
    'within 10 %',
    Math.abs(growth) <= 0.1 && soak.non2xx + soak.errors === 0,
  );

  // 3. kill -9 while 16 clients write; every write the server acknowledged must be there afterwards.
  const acknowledged: number[] = [];
  let writing = true;
  let refused = 0;
  const writer = async (w: number) => {
    for (let i = 0; writing; i++) {
      try {
        const response = await fetch(`${base}/api/businesses/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...visitor(1_000_000 * (w + 1) + i) },
          body: registration(1_000_000 * (w + 1) + i),
        });
        if (response.status === 201) acknowledged.push((await response.json()).business.id);
        else refused++;
      } catch {
        // the server died mid-request: not acknowledged
      }
    }
  };
  const writers = Array.from({ length: 16 }, (_, w) => writer(w));
  // Killed once writes are flowing: 200 acknowledged, or after 30 s on a busy machine.
  const until = Date.now() + 30_000;
  while (acknowledged.length < 200 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  server.kill('SIGKILL');
  await stopped(server);
  writing = false;
  await Promise.all(writers);
  const sqlite = openSqlite(databaseFile);
  const integrity = sqlite.pragma('integrity_check', { simple: true });
  const present = sqlite.prepare('select 1 from businesses where id = ?');
  const missing = acknowledged.filter((id) => !present.get(id));
  sqlite.close();
  report(
    'kill -9 during 16 concurrent writers',
    `${acknowledged.length} writes acknowledged, ${missing.length} missing, ${refused} refused, integrity_check ${integrity}`,
    'none missing, integrity ok',
    acknowledged.length > 0 && missing.length === 0 && integrity === 'ok' && refused === 0,
  );

  server = startServer(buildDir);
  const restarted = Date.now();
  await waitForServer(`${base}/`, 180_000);
  const page = await fetch(`${base}/business/${acknowledged[0] ?? businessId}`);
  report(
    'restart after kill -9',
    `serving again after ${((Date.now() - restarted) / 1000).toFixed(1).replace('.', ',')} s (a pending business answers ${page.status})`,
    'serves',
    true,
  );
} finally {
  server.kill('SIGTERM');
}

const failed = results.filter((ok) => !ok).length;
console.log(`\n[soak] ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
