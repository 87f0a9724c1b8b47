// npm run bench — measures the performance budgets of DESIGN §8 on this machine and prints them.

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { createDb, type Db, migrateToLatest, openSqlite } from '~/database.server.ts';
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { readListOptions } from '~/features/directory/list-options.ts';
import { must } from '~/lib/must.ts';
import { activateBuild, buildInto } from '~/lib/serve/builds.server.ts';
import { servingProcesses } from '~/lib/serve/processes.server.ts';
import { NAME_PREFIXES, SEED_CATEGORY_PARTS, SEED_DISTRICTS, STREETS, WORKING_HOURS } from '../db/seed/businesses.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { startBaseline } from './bench-baseline.ts';
import { compareEngines } from './bench-engines.ts';
import { addBenchPhotos } from './bench-photos.ts';
import { measureSlowForms } from './bench-slow-forms.ts';
import './production.ts';

const BUSINESSES = Number(process.env.BENCH_BUSINESSES || 100_000);
const POSTS = Number(process.env.BENCH_POSTS || 500);
const PORT = Number(process.env.BENCH_PORT || 4599);
const benchDir = path.resolve(process.env.BENCH_DIR || '.cache/bench');
/** `--search-only`: the database and the search measures, then stop (no build, server or browser). */
const SEARCH_ONLY = process.argv.includes('--search-only');
const databaseFile = path.join(benchDir, 'adiyaman.db');
process.env.DATABASE_PATH = databaseFile;
process.env.BUILDS_DIR = path.join(benchDir, 'builds');
process.env.UPLOADS_DIR = path.join(benchDir, 'uploads');

const rows: [string, string, string, boolean][] = [];
const report = (name: string, value: string, budget: string, ok: boolean) => {
  rows.push([name, value, budget, ok]);
  console.log(`${ok ? '✔' : '✘'} ${name}: ${value} (budget ${budget})`);
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * Seed data, then generated businesses (names, kinds, addresses from the seed parts; 3 % pending)
 * and published posts up to the bench sizes, written straight through SQLite so the FTS triggers run.
 */
async function fillDatabase(db: Db): Promise<void> {
  await migrateToLatest(db);
  await seedDatabase(db);
  const sqlite = openSqlite(databaseFile);
  sqlite.pragma('synchronous = OFF');
  const subs = sqlite.prepare('select id, slug from subcategories').all() as { id: number; slug: string }[];
  const subId = new Map(subs.map((s) => [s.slug, s.id]));
  const existing = (sqlite.prepare('select count(*) n from businesses').get() as { n: number }).n;
  const insert =
    sqlite.prepare(`insert into businesses (name, description, category, subcategory_id, phone, address, district,
    working_hours, payment_options, rating, review_count, is_featured, subscription_tier, status, source)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'bench')`);
  const payments = [[], ['Nakit'], ['Nakit', 'Kredi Kartı'], ['Nakit', 'Kredi Kartı', 'Havale/EFT']].map((p) =>
    JSON.stringify(p),
  );
  let state = 7;
  const rand = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => must(list[Math.floor(rand() * list.length)], 'a pick');
  sqlite.transaction(() => {
    for (let i = existing; i < BUSINESSES; i++) {
      const parts = pick(SEED_CATEGORY_PARTS);
      const [kind, slug] = pick(parts.kinds);
      const district = pick(SEED_DISTRICTS);
      const tier = rand();
      insert.run(
        `${pick(NAME_PREFIXES)} ${kind} ${i}`,
        pick(parts.descriptions),
        parts.category,
        subId.get(slug) ?? null,
        `+90 416 ${String(2000000 + i).slice(-7)}`,
        `${pick(district.neighbourhoods)} ${pick(STREETS)} No:${1 + (i % 120)}, ${district.name}/Adıyaman`,
        district.name,
        JSON.stringify(WORKING_HOURS[parts.hours]),
        pick(payments),
        Number((3 + rand() * 2).toFixed(1)),
        Math.floor(rand() * 200),
        rand() < 0.1 ? 1 : 0,
        tier < 0.05 ? 'premium' : tier < 0.15 ? 'standard' : 'free',
        rand() < 0.97 ? 'approved' : 'pending',
      );
    }
    const posts = (sqlite.prepare('select count(*) n from blog_posts').get() as { n: number }).n;
    const post =
      sqlite.prepare(`insert into blog_posts (slug, title, content, excerpt, category, published_at, reading_time)
      values (?, ?, ?, ?, ?, ?, '2 dk okuma')`);
    for (let i = posts; i < POSTS; i++) {
      post.run(
        `ornek-yazi-${i}`,
        `Adıyaman örnek yazısı ${i}`,
        `<h2>Bölüm</h2><p>${'Adıyaman ve ilçeleri hakkında örnek içerik. '.repeat(40)}</p>`,
        'Adıyaman ve ilçeleri hakkında örnek içerik.',
        i % 2 ? 'Tourism' : 'Culture',
        new Date(Date.now() - i * 3600_000).toISOString(),
      );
    }
  })();
  sqlite.pragma('optimize');
  sqlite.close();
}

/** A built chunk and every chunk it imports, as /_astro/ URLs. */
function chunkClosure(clientDir: string, url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = fs.readFileSync(path.join(clientDir, url), 'utf8');
  for (const [, chunk = ''] of code.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)) {
    chunkClosure(clientDir, path.posix.join(path.posix.dirname(url), chunk), seen);
  }
  return seen;
}

const gzipBytes = (clientDir: string, urls: Iterable<string>) =>
  [...urls].reduce((sum, url) => sum + zlib.gzipSync(fs.readFileSync(path.join(clientDir, url))).length, 0);

/**
 * JS a built page ships, gzip: all scripts it loads (with their imports, and inline scripts), and
 * the part that is island code beyond the React runtime (the renderer and what it imports).
 */
function pageScripts(clientDir: string, html: string): { total: number; islands: number } {
  const all = new Set<string>();
  const runtime = new Set<string>();
  for (const [, attribute, url = ''] of html.matchAll(
    /(src|href|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g,
  )) {
    chunkClosure(clientDir, url, all);
    if (attribute === 'renderer-url') chunkClosure(clientDir, url, runtime);
  }
  let inline = 0;
  for (const match of html.matchAll(
    /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    inline += zlib.gzipSync(match[1] ?? '').length;
  }
  const islandChunks = [...all].filter((url) => !runtime.has(url));
  return { total: gzipBytes(clientDir, all) + inline, islands: gzipBytes(clientDir, islandChunks) };
}

/** Lighthouse category scores (0–100) of a page, audited in the system Chromium; null when it cannot run. */
function lighthouseScores(url: string): Record<string, number> | null {
  const out = path.join(benchDir, 'lighthouse.json');
  const result = spawnSync(
    path.resolve('node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
      stdio: 'ignore',
      timeout: 180_000,
    },
  );
  if (result.status !== 0 || !fs.existsSync(out)) return null;
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue?: number }>;
  };
  return {
    ...Object.fromEntries(Object.entries(report.categories).map(([key, c]) => [key, Math.round(c.score * 100)])),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    'KiB transferred': Math.round((report.audits['total-byte-weight']?.numericValue ?? Number.NaN) / 1024),
  };
}

type Run = (url: string, connections: number, duration: number) => Promise<autocannon.Result>;

/** CPU time a process and the processes it started (the serving ones) have used so far, in ms (Linux /proc; NaN elsewhere). */
function cpuMs(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const stats = fs
      .readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .flatMap((name) => {
        try {
          const fields = fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
          return [{ pid: Number(name), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }];
        } catch {
          return [];
        }
      });
    const tree = new Set([pid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const p of stats)
        if (!tree.has(p.pid) && tree.has(p.ppid)) {
          tree.add(p.pid);
          grew = true;
        }
    }
    const ticks = stats.filter((p) => tree.has(p.pid)).reduce((sum, p) => sum + p.ticks, 0);
    return stats.some((p) => p.pid === pid) ? ticks * (1000 / 100) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * The URL a visitor ends up on: `/businesses?q=kahta` names a district and is redirected to its
 * filter, so the page measured is the one the redirect leads to (with its own request and render).
 */
async function finalUrl(base: string, page: string): Promise<string> {
  const response = await fetch(`${base}${page}`);
  const url = new URL(response.url);
  return `${url.pathname}${url.search}`;
}

/**
 * The pages people land on most and a static page, keep-alive with `Accept-Encoding: br, gzip`:
 * requests/s, p50/p99, bytes on the wire per response, cold (a server without render cache, with its
 * serving processes and with one) and warm (cached), and each figure against the static page's; CPU
 * time of the server's processes per request (steadier than requests/s on a shared machine). Any
 * answer other than 2xx counts as an error.
 */
async function reportPageFigures(
  run: Run,
  servers: { base: string; pid?: number; coldBase: string; coldPid?: number; oneBase: string; onePid?: number },
  staticPage: string,
  businessId: number,
): Promise<void> {
  const { base, coldBase } = servers;
  const landing = ['/', '/businesses', '/businesses?q=kahta', `/business/${businessId}`, staticPage];
  const pages = await Promise.all(landing.map(async (page) => ({ page, url: await finalUrl(base, page) })));
  const measure = async (url: string, pid: number | undefined) => {
    await run(url, 10, 1);
    const cpuBefore = cpuMs(pid);
    const result = await run(url, 10, 5);
    const cpu = cpuMs(pid) - cpuBefore;
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
      cpuPerRequest: result.requests.total ? cpu / result.requests.total : Number.NaN,
      failed: result.non2xx + result.errors + result.timeouts,
    };
  };
  const figures = [];
  for (const { page, url } of pages) {
    figures.push({
      page: url === page ? page : `${page} → ${decodeURIComponent(url)}`,
      isStatic: page === staticPage,
      cold: await measure(`${coldBase}${url}`, servers.coldPid),
      coldOne: await measure(`${servers.oneBase}${url}`, servers.onePid),
      warm: await measure(`${base}${url}`, servers.pid),
    });
  }
  const staticRps = figures.at(-1)?.warm.rps || 1;
  const cell = (f: Awaited<ReturnType<typeof measure>>) =>
    `${Math.round(f.rps)} req/s (${Math.round((f.rps / staticRps) * 100)} % of static), p50 ${f.p50} ms, p99 ${f.p99} ms, ` +
    `${(f.bytes / 1024).toFixed(1)} KiB, ${f.cpuPerRequest.toFixed(2)} ms CPU per request` +
    (f.failed ? `, ${f.failed} not 2xx or failed` : '');
  for (const { page, isStatic, cold, coldOne, warm } of figures) {
    if (isStatic) {
      report(`${page} (static) keep-alive`, cell(warm), '—', warm.failed === 0);
      continue;
    }
    report(`${page} cold, one serving process`, cell(coldOne), '—', coldOne.failed === 0);
    report(`${page} cold`, cell(cold), '≥ 300 req/s', cold.failed === 0 && cold.rps >= 300);
    report(`${page} warm`, cell(warm), '≥ 50 % of static', warm.failed === 0 && warm.rps >= staticRps / 2);
  }
}

/** Waits for a server to answer; up to three minutes, as a build's files load slowly on a busy machine. */
async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 1800; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not start`);
}

// A fresh temporary database and build folder on every run.
fs.rmSync(benchDir, { recursive: true, force: true });
fs.mkdirSync(benchDir, { recursive: true });
const db = createDb();
let started = Date.now();
await fillDatabase(db);
console.log(
  `[bench] database: ${BUSINESSES} businesses, ${POSTS} posts (${((Date.now() - started) / 1000).toFixed(1)} s to prepare)`,
);
started = Date.now();
const photoBusinessId = await addBenchPhotos(db);
console.log(`[bench] 20 photos for /business/${photoBusinessId} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

// Search over the full table, server-side (the data layer the endpoints call), per query, per kind
// of query (as typed, with a typo, with a Turkish suffix, in English, with everyday trade words, with
// extra words that relax the query) and overall.
const QUERY_KINDS: Record<string, string[]> = {
  plain: [
    'kebap',
    'kahta',
    'KÂHTA',
    'cig kofte',
    'adiyaman',
    'nemrut otel',
    'eczane',
    'golbasi',
    'berber',
    'oto servis',
    'pansiyon',
    'zeugma cafe',
  ],
  typo: ['kuafr', 'pansyon', 'eczahne', 'lokantsı', 'berbr salonu', 'kebap salnu', 'restorant', 'kırtasye'],
  suffix: [
    'eczaneler',
    'kahtadaki pansiyonlar',
    'kebapçı',
    'otelleri',
    "Adıyaman'daki oteller",
    'pastaneleri',
    'berberleri',
    'çiğköfteci',
  ],
  english: [
    'pharmacy',
    'breakfast',
    'hotel',
    'kebab',
    'Nemrud hotel',
    'barber',
    'car wash',
    'souvenir',
    'gym',
    'wedding hall',
    'driving school',
    'dentist in kahta',
    'car rental',
    'guesthouse',
  ],
  trade: ['avukat', 'diş doktoru', 'araba yıkama', 'muhasebeci', 'eczahane', 'ingilizce kursu', 'döviz bürosu'],
  relaxed: [
    'evden eve nakliyat tut',
    'en iyi dişçi kahta',
    'ucuz otel merkez',
    'kebapçı samsat qwvx',
    'hukuk bürosu randevu',
    'sürücü kursu merkez fiyatları',
    'açık eczane gerger',
    'nakliyat sincik',
  ],
};
const QUERIES = Object.values(QUERY_KINDS).flat();
const times: number[] = [];
const perQuery = QUERIES.map((q) => ({ q, times: [] as number[] }));
// The first ask of each query (nothing of it kept yet but the vocabulary): the pages and counts of a
// search are kept until businesses change, so the rounds below measure a search asked again.
await listApprovedBusinesses(db, { q: 'vocabulary', limit: 1, offset: 0 });
const firstAsk = new Map<string, number>();
for (const q of QUERIES) {
  const t0 = performance.now();
  await listApprovedBusinesses(db, { q, limit: 20, offset: 0 });
  firstAsk.set(q, performance.now() - t0);
}
for (let round = 0; round < 30; round++) {
  for (const query of perQuery) {
    const t0 = performance.now();
    await listApprovedBusinesses(db, { q: query.q, limit: 20, offset: 0 });
    const elapsed = performance.now() - t0;
    times.push(elapsed);
    query.times.push(elapsed);
  }
}
for (const { q, times: queryTimes } of perQuery) {
  const { total } = await listApprovedBusinesses(db, { q, limit: 1, offset: 0 });
  console.log(`  '${q}': ${total} matches, p50 ${percentile(queryTimes, 50).toFixed(2)} ms`);
}
for (const [kind, queries] of Object.entries(QUERY_KINDS)) {
  const kindTimes = perQuery.filter((p) => queries.includes(p.q)).flatMap((p) => p.times);
  const firsts = queries.map((q) => firstAsk.get(q) ?? Number.NaN);
  console.log(
    `  first ask, ${kind}: p50 ${percentile(firsts, 50).toFixed(2)} ms, slowest ${Math.max(...firsts).toFixed(2)} ms`,
  );
  const kindP95 = percentile(kindTimes, 95);
  report(
    `search p95, ${kind} queries (${queries.length})`,
    `${kindP95.toFixed(2)} ms (p50 ${percentile(kindTimes, 50).toFixed(2)} ms)`,
    '≤ 5 ms',
    kindP95 <= 5,
  );
}
const p95 = percentile(times, 95);
report(
  `search p95 over ${BUSINESSES} businesses (${QUERIES.length} queries)`,
  `${p95.toFixed(2)} ms (p50 ${percentile(times, 50).toFixed(2)} ms)`,
  '≤ 5 ms',
  p95 <= 5,
);
if (SEARCH_ONLY) {
  const failedSearch = rows.filter((r) => !r[3]).length;
  console.log(`\n[bench] search only: ${rows.length - failedSearch} within budget, ${failedSearch} over budget`);
  process.exit(failedSearch ? 1 : 0);
}

// The list with the open-now filter, and sorted and filtered, as /businesses reads its URL (one page of 20).
const LIST_KINDS: Record<string, string[]> = {
  'open now': ['acik=1', 'q=kebap&acik=1', 'q=kahta&acik=1'],
  'sorted and filtered': ['sirala=ad&odeme=kredi-karti', 'q=otel&sirala=puan&odeme=nakit', 'sirala=yeni&acik=1'],
};
const listQuery = (query: string) => {
  const params = new URLSearchParams(query);
  const list = readListOptions(params).options;
  return { q: params.get('q') ?? undefined, list, now: new Date(), limit: 20, offset: 0 };
};
for (const [kind, queries] of Object.entries(LIST_KINDS)) {
  const kindTimes: number[] = [];
  for (const query of queries) await listApprovedBusinesses(db, listQuery(query));
  for (let round = 0; round < 30; round++) {
    for (const query of queries) {
      const t0 = performance.now();
      await listApprovedBusinesses(db, listQuery(query));
      kindTimes.push(performance.now() - t0);
    }
  }
  for (const query of queries) {
    const { total } = await listApprovedBusinesses(db, { ...listQuery(query), limit: 1 });
    console.log(`  '?${query}': ${total} matches`);
  }
  const kindP95 = percentile(kindTimes, 95);
  report(
    `list p95, ${kind} (${queries.map((q) => `?${q}`).join(', ')})`,
    `${kindP95.toFixed(2)} ms (p50 ${percentile(kindTimes, 50).toFixed(2)} ms)`,
    '≤ 5 ms',
    kindP95 <= 5,
  );
}
await db.destroy();

// Build with the full data set (the rebuild budget).
started = Date.now();
const buildDir = await buildInto();
activateBuild(buildDir);
const buildSeconds = (Date.now() - started) / 1000;
report(
  `build with ${POSTS} posts and ${BUSINESSES} businesses`,
  `${buildSeconds.toFixed(1)} s`,
  '< 60 s',
  buildSeconds < 60,
);

// JS shipped per page: pre-rendered pages from the build, on-demand pages from the running server below.
const clientDir = path.join(buildDir, 'client');
function reportPageJs(route: string, html: string): void {
  const { total, islands: islandBytes } = pageScripts(clientDir, html);
  const kb = total / 1024;
  if (!html.includes('<astro-island')) {
    report(`JS on ${route} (no islands)`, `${kb.toFixed(1)} KB gzip`, '≤ 3 KB', kb <= 3);
    return;
  }
  const islandKb = islandBytes / 1024;
  report(
    `JS on ${route}`,
    `${kb.toFixed(1)} KB gzip, of which islands ${islandKb.toFixed(1)} KB beyond React`,
    'islands ≤ 30 KB beyond React',
    islandKb <= 30,
  );
}
const htmlFiles = fs.globSync('**/index.html', { cwd: clientDir }).filter((f) => !/^blog\/ornek-yazi-/.test(f));
for (const file of htmlFiles.sort()) {
  reportPageJs(
    `/${path.dirname(file) === '.' ? '' : path.dirname(file)}`,
    fs.readFileSync(path.join(clientDir, file), 'utf8'),
  );
}
reportPageJs('404 page', fs.readFileSync(path.join(clientDir, '404.html'), 'utf8'));

/** The static page against a bare node:http server sending its bytes as one pre-compressed buffer. */
async function compareStaticWithBaseline(
  page: string,
  ours: number,
  run: (url: string, connections: number, duration: number) => Promise<autocannon.Result>,
): Promise<void> {
  const baseline = startBaseline(path.join(clientDir, page.slice(1), 'index.html'), PORT + 2);
  try {
    const url = `http://127.0.0.1:${PORT + 2}${page}`;
    await waitForServer(url);
    await run(url, 10, 2);
    const bare = (await run(url, 50, 10)).requests.average;
    const ratio = ours / bare;
    report(
      `static ${page} against a bare node:http server sending one pre-compressed buffer`,
      `${Math.round(ours)} vs ${Math.round(bare)} req/s = ${Math.round(ratio * 100)} %`,
      '≥ 50 %',
      ratio >= 0.5,
    );
  } finally {
    baseline.kill('SIGTERM');
  }
}

// Throughput and latency over loopback against the real server process; a second one without a
// render cache gives the cold figures (every request renders).
const startServer = (port: number, env: Record<string, string> = {}) =>
  spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/serve.ts'], {
    env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
const server = startServer(PORT);
let coldServer: ReturnType<typeof startServer> | undefined;
let oneServer: ReturnType<typeof startServer> | undefined;
try {
  const base = `http://127.0.0.1:${PORT}`;
  const coldBase = `http://127.0.0.1:${PORT + 1}`;
  await waitForServer(`${base}/robots.txt`);
  // One after the other: the first start creates the admin account.
  coldServer = startServer(PORT + 1, { RENDER_CACHE_MB: '0' });
  await waitForServer(`${coldBase}/robots.txt`);
  const oneBase = `http://127.0.0.1:${PORT + 3}`;
  oneServer = startServer(PORT + 3, { RENDER_CACHE_MB: '0', SERVE_PROCESSES: '1' });
  await waitForServer(`${oneBase}/robots.txt`);
  console.log(`[bench] the server runs ${servingProcesses()} serving processes (SERVE_PROCESSES, else one per core)`);
  for (const route of ['/', '/businesses', '/business/1', '/business-directory-mobile']) {
    reportPageJs(route, await (await fetch(`${base}${route}`)).text());
  }
  const run = (url: string, connections: number, duration: number) =>
    autocannon({ url, connections, duration, headers: { 'accept-encoding': 'br, gzip' } });
  const staticPage = htmlFiles.includes('categories/index.html') ? '/categories' : '/kvkk';
  await run(`${base}${staticPage}`, 10, 2);
  const staticRun = await run(`${base}${staticPage}`, 50, 10);
  report(
    `static ${staticPage} throughput`,
    `${Math.round(staticRun.requests.average)} req/s (${staticRun.non2xx} non-2xx)`,
    '≥ 5,000 req/s',
    staticRun.non2xx === 0 && staticRun.requests.average >= 5000,
  );
  await compareStaticWithBaseline(staticPage, staticRun.requests.average, run);
  const businessId = (await (await fetch(`${base}/api/businesses?limit=1`)).json()).businesses[0].id;
  await reportPageFigures(
    run,
    { base, pid: server.pid, coldBase, coldPid: coldServer.pid, oneBase, onePid: oneServer.pid },
    staticPage,
    businessId,
  );
  for (const page of [
    '/businesses',
    `/businesses?district=${encodeURIComponent('Kâhta')}&category=Restoranlar`,
    await finalUrl(base, '/businesses?q=kahta'),
    '/businesses?q=cig+kofte&page=2',
  ]) {
    const pageRun = await run(`${base}${page}`, 1, 5);
    const ok = pageRun.non2xx === 0 && pageRun.errors === 0;
    report(
      `${decodeURIComponent(page)} render`,
      ok
        ? `p50 ${pageRun.latency.p50} ms, p97.5 ${pageRun.latency.p97_5} ms`
        : `${pageRun.non2xx} non-2xx responses, ${pageRun.errors} errors`,
      'p50 ≤ 15 ms',
      ok && pageRun.latency.p50 <= 15,
    );
  }
  const formPages = [
    '/contact',
    '/register-business',
    '/add-business',
    '/partnership',
    `/business/${businessId}`,
    '/admin/login',
  ];
  for (const form of await measureSlowForms(base, formPages)) {
    const seconds = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1).replace('.', ',')} s`);
    report(
      `${form.path} form on slow 3G, 4× CPU`,
      `on screen after ${seconds(form.onScreenMs)}, ${form.sendableOnScreen ? 'sendable then' : 'NOT sendable then'}; ` +
        `scripts took over after ${seconds(form.hydratedMs)}`,
      'sendable as soon as its HTML is on screen',
      form.onScreenMs !== null && form.sendableOnScreen,
    );
  }
  for (const page of [
    '/',
    '/businesses',
    `/business/${businessId}`,
    '/blog/nemrut-dagi-gun-dogumu-rehberi',
    '/contact',
    '/register-business',
    '/donations',
    `/business/${photoBusinessId}`,
  ]) {
    const scores = lighthouseScores(`${base}${page}`);
    const label = page === `/business/${photoBusinessId}` ? `${page} (a business page with 20 photos)` : page;
    if (!scores) {
      report(`Lighthouse ${label}`, 'could not run', 'Perf ≥ 95, A11y/BP/SEO 100, CLS 0', false);
      continue;
    }
    const ok =
      (scores.performance ?? 0) >= 95 &&
      scores.accessibility === 100 &&
      scores['best-practices'] === 100 &&
      scores.seo === 100 &&
      scores.cls === 0;
    report(
      `Lighthouse ${label}`,
      Object.entries(scores)
        .map(([k, v]) => `${k} ${v}`)
        .join(', '),
      'Perf ≥ 95, A11y/BP/SEO 100, CLS 0',
      ok,
    );
  }
} finally {
  server.kill('SIGTERM');
  coldServer?.kill('SIGTERM');
  oneServer?.kill('SIGTERM');
}

// SQLite and PostgreSQL side by side (scripts/bench-engines.ts).
await compareEngines({ sqliteFile: databaseFile, buildDir, port: PORT + 2, queries: QUERIES, report });

const failed = rows.filter((r) => !r[3]).length;
console.log(`\n[bench] ${rows.length - failed} within budget, ${failed} over budget`);
