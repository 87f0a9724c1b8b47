// npm run bench — measures the performance budgets of DESIGN §8 on this machine and prints them.

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import sharp from 'sharp';
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
import { checkInstallability } from './bench-installable.ts';
import { addBenchPhotos } from './bench-photos.ts';
import { measureSlowForms } from './bench-slow-forms.ts';
import './production.ts';

const BUSINESSES = Number(process.env.BENCH_BUSINESSES || 100_000);
const POSTS = Number(process.env.BENCH_POSTS || 500);
const PORT = Number(process.env.BENCH_PORT || 4599);
const benchDir = path.resolve(process.env.BENCH_DIR || '.cache/bench');
/** `--search-only`: the database and the search measures, then stop (no build, server or browser). */
const SEARCH_ONLY = process.argv.includes('--search-only');
/**
 * `--pages-only`: the database, the build, JS per page, Lighthouse, the service worker's registration and
 * installability (minutes with `BENCH_BUSINESSES=3000`); no search, list, load or engine measures.
 */
const PAGES_ONLY = process.argv.includes('--pages-only');
/**
 * `--record-islands=FILE`: as `--pages-only` without Lighthouse, and writes each page's island JS to FILE
 * (with the commit measured): how the baseline of `bench-islands-baseline.json` is made.
 */
const RECORD_ISLANDS = process.argv.find((a) => a.startsWith('--record-islands='))?.split('=')[1];
const ISLANDS_BASELINE_FILE = path.resolve('scripts/bench-islands-baseline.json');
/** Lighthouse runs per page (figures are noisy on a shared machine): the better one is judged, both shown. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 2);
const databaseFile = path.join(benchDir, 'adiyaman.db');
process.env.DATABASE_PATH = databaseFile;
process.env.BUILDS_DIR = path.join(benchDir, 'builds');
process.env.UPLOADS_DIR = path.join(benchDir, 'uploads');
// Map tiles from the page itself (a flat tile as a data: URL, which the CSP allows) unless MAP_TILE_URL names
// a source: this machine may not reach tile.openstreetmap.org, and each failed tile is a console error that
// costs Lighthouse's best-practices points on every page with a map. A tile server's bytes are not the page's.
process.env.MAP_TILE_URL ??= `data:image/png;base64,${(
  await sharp({ create: { width: 256, height: 256, channels: 3, background: '#e2e8f0' } })
    .png()
    .toBuffer()
).toString('base64')}`;

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
 * the part that is island code beyond the React runtime (the renderer and what it imports). A script
 * held in a <template> (the offline kit's form keeper) loads only when the page puts it to work, on a
 * visitor's action: it is not part of what the page loads.
 */
function pageScripts(
  clientDir: string,
  pageHtml: string,
): {
  total: number;
  islands: number;
  islandCode: number;
  workerRegistration: number | null;
  pieces: Map<string, number>;
} {
  const html = pageHtml.replace(/<template\b[\s\S]*?<\/template>/g, '');
  const all = new Set<string>();
  const runtime = new Set<string>();
  const components = new Set<string>();
  let workerRegistration: number | null = null;
  const registers = (code: string) => code.includes('serviceWorker') && code.includes('.register(');
  for (const [, attribute, url = ''] of html.matchAll(
    /(src|href|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g,
  )) {
    chunkClosure(clientDir, url, all);
    if (attribute === 'renderer-url') chunkClosure(clientDir, url, runtime);
    if (attribute === 'component-url') chunkClosure(clientDir, url, components);
    if (attribute === 'src') {
      const closure = chunkClosure(clientDir, url);
      if ([...closure].some((chunk) => registers(fs.readFileSync(path.join(clientDir, chunk), 'utf8')))) {
        workerRegistration = (workerRegistration ?? 0) + gzipBytes(clientDir, closure);
      }
    }
  }
  // Every file and inline script the page loads, with its gzip size: what every page loads is told apart.
  const pieces = new Map([...all].map((url) => [url, gzipBytes(clientDir, [url])]));
  let inline = 0;
  for (const match of html.matchAll(
    /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const bytes = zlib.gzipSync(match[1] ?? '').length;
    inline += bytes;
    pieces.set(`inline:${match[1]}`, bytes);
    if (registers(match[1] ?? '')) workerRegistration = (workerRegistration ?? 0) + bytes;
  }
  const islandChunks = [...all].filter((url) => !runtime.has(url));
  return {
    total: gzipBytes(clientDir, all) + inline,
    islands: gzipBytes(clientDir, islandChunks),
    islandCode: gzipBytes(
      clientDir,
      [...components].filter((url) => !runtime.has(url)),
    ),
    workerRegistration,
    pieces,
  };
}

/** Lighthouse category scores (0–100) of a page, audited in the system Chromium; null when it cannot run. */
function lighthouseScores(url: string, run = 0): { scores: Record<string, number>; failing: string[] } | null {
  const out = path.join(
    benchDir,
    'lighthouse',
    `${url.replace(/^https?:\/\/[^/]+/, '').replace(/[^a-z0-9]+/gi, '_') || '_'}-${run}.json`,
  );
  fs.mkdirSync(path.dirname(out), { recursive: true });
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
    categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, { numericValue?: number; score: number | null }>;
  };
  // The audits that cost a point: weighted ones below full score, in every category but performance
  // (whose metrics are in the scores), and the CLS when not 0.
  const failing = Object.entries(report.categories)
    .filter(([key]) => key !== 'performance')
    .flatMap(([, c]) => c.auditRefs.filter((a) => a.weight > 0 && (report.audits[a.id]?.score ?? 1) < 1))
    .map((a) => a.id);
  return {
    scores: {
      ...Object.fromEntries(Object.entries(report.categories).map(([key, c]) => [key, Math.round(c.score * 100)])),
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      'KiB transferred': Math.round((report.audits['total-byte-weight']?.numericValue ?? Number.NaN) / 1024),
    },
    failing,
  };
}

const LIGHTHOUSE_BUDGET = 'Perf ≥ 95, A11y/BP/SEO 100, CLS 0';
const withinLighthouseBudget = (scores: Record<string, number>) =>
  (scores.performance ?? 0) >= 95 &&
  scores.accessibility === 100 &&
  scores['best-practices'] === 100 &&
  scores.seo === 100 &&
  scores.cls === 0;

/** Each page LIGHTHOUSE_RUNS times: the better run (by the sum of its scores) is judged, the worse shown beside it. */
function reportLighthouse(url: string, label: string): void {
  const runs = Array.from({ length: LIGHTHOUSE_RUNS }, (_, i) => lighthouseScores(url, i)).filter((r) => r !== null);
  if (!runs.length) {
    report(`Lighthouse ${label}`, 'could not run', LIGHTHOUSE_BUDGET, false);
    return;
  }
  const total = (r: (typeof runs)[number]) =>
    (r.scores.performance ?? 0) +
    (r.scores.accessibility ?? 0) +
    (r.scores['best-practices'] ?? 0) +
    (r.scores.seo ?? 0);
  runs.sort((a, b) => total(b) - total(a));
  const text = (r: (typeof runs)[number]) =>
    Object.entries(r.scores)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
  const better = must(runs[0], 'a run');
  const worse = runs.at(-1) ?? better;
  report(
    `Lighthouse ${label}`,
    `${text(better)}${runs.length > 1 ? `; worse run: ${text(worse)}` : ''}` +
      (better.failing.length ? `; failing: ${[...new Set(better.failing)].join(', ')}` : ''),
    LIGHTHOUSE_BUDGET,
    withinLighthouseBudget(better.scores),
  );
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
if (!PAGES_ONLY && !RECORD_ISLANDS) await measureSearchAndLists();
await db.destroy();

async function measureSearchAndLists(): Promise<void> {
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
}

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
/** Island code per page (components beyond the React runtime) at the baseline commit, keyed like the labels below. */
const islandsBaseline = fs.existsSync(ISLANDS_BASELINE_FILE)
  ? (JSON.parse(fs.readFileSync(ISLANDS_BASELINE_FILE, 'utf8')) as { commit: string; pages: Record<string, number> })
  : null;
const recordedIslands: Record<string, number> = {};
const workerRegistration: { route: string; bytes: number | null }[] = [];
const measuredJs = new Set<string>();
function reportPageJs(route: string, html: string): void {
  if (measuredJs.has(route)) return;
  measuredJs.add(route);
  const {
    total,
    islands: islandBytes,
    islandCode,
    workerRegistration: registration,
    pieces,
  } = pageScripts(clientDir, html);
  const kb = total / 1024;
  recordedIslands[route] = islandCode;
  workerRegistration.push({ route, bytes: registration });
  // No page's island code larger than at the baseline; an /en/… or /ku/… page against its Turkish page's.
  const before =
    islandsBaseline?.pages[route] ?? islandsBaseline?.pages[route.replace(/^\/(en|ku)(?=\/|$)/, '') || '/'];
  if (islandsBaseline && before !== undefined && !RECORD_ISLANDS) {
    const grew = (islandCode - before) / 1024;
    report(
      `island JS on ${route} against ${islandsBaseline.commit}`,
      `${(islandCode / 1024).toFixed(2)} KB vs ${(before / 1024).toFixed(2)} KB gzip (${grew >= 0 ? '+' : ''}${grew.toFixed(2)} KB)`,
      '≤ baseline',
      islandCode <= before,
    );
  }
  if (!html.includes('<astro-island')) {
    // What the page loads beyond the script every page loads: its own plain script, in place of an island.
    const own = [...pieces].reduce((sum, [key, bytes]) => sum + (sharedScripts.has(key) ? 0 : bytes), 0) / 1024;
    report(
      `JS on ${route} (no islands)`,
      `${kb.toFixed(1)} KB gzip, of which its own ${own.toFixed(1)} KB`,
      'its own ≤ 3 KB',
      own <= 3,
    );
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
// The script every page loads (the bar's, the offline kit's): what every pre-rendered page has in common.
const sharedScripts = pageScripts(clientDir, fs.readFileSync(path.join(clientDir, '404.html'), 'utf8')).pieces;
for (const file of htmlFiles) {
  const { pieces } = pageScripts(clientDir, fs.readFileSync(path.join(clientDir, file), 'utf8'));
  for (const key of sharedScripts.keys()) if (!pieces.has(key)) sharedScripts.delete(key);
}
const sharedKb = [...sharedScripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024;
report('JS every page loads (the bar, the offline kit)', `${sharedKb.toFixed(1)} KB gzip`, '≤ 3 KB', sharedKb <= 3);
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
try {
  const base = `http://127.0.0.1:${PORT}`;
  await waitForServer(`${base}/robots.txt`);
  const businessId = (await (await fetch(`${base}/api/businesses?limit=1`)).json()).businesses[0].id;
  // Business pages by kind, not by id (the ids differ with the data set and between commits).
  const label = (page: string) =>
    page
      .replace(new RegExp(`/business/${photoBusinessId}$`), '/business/{20 photos}')
      .replace(new RegExp(`/business/${businessId}$`), '/business/{id}');
  // The pages Lighthouse audits: the landing pages, the forms, a business page with 20 photos, the
  // visitor's kit (pharmacies, Nemrut, offline, events, offers) and the English and Kurmanji versions.
  const lighthousePages = [
    '/',
    '/businesses',
    `/business/${businessId}`,
    '/blog/nemrut-dagi-gun-dogumu-rehberi',
    '/contact',
    '/register-business',
    '/donations',
    `/business/${photoBusinessId}`,
    '/nobetci-eczane',
    '/nobetci-eczane/kahta',
    '/turizm/nemrut',
    '/cevrimdisi',
    '/etkinlikler',
    '/firsatlar',
    '/en',
    '/ku',
    `/en/business/${businessId}`,
    `/ku/business/${businessId}`,
  ];
  for (const page of [
    '/',
    '/businesses',
    `/business/${businessId}`,
    '/business-directory-mobile',
    ...lighthousePages,
  ]) {
    const response = await fetch(`${base}${page}`);
    // A page the measured commit does not have yet (a baseline) is left out.
    if (response.ok) reportPageJs(label(page), await response.text());
  }
  // Every page of the baseline is measured: those no longer pre-rendered (now on demand) from the server.
  // One that answers otherwise (gone, or behind a sign-in) is named, not silently dropped.
  const unmeasured: string[] = [];
  for (const route of Object.keys(islandsBaseline?.pages ?? {})) {
    if (measuredJs.has(route) || !route.startsWith('/') || route.includes('{')) continue;
    const response = await fetch(`${base}${route}`, { redirect: 'manual' });
    if (response.status === 200) reportPageJs(route, await response.text());
    else unmeasured.push(`${route} (${response.status})`);
  }
  if (unmeasured.length && !RECORD_ISLANDS) console.log(`baseline pages not measured: ${unmeasured.join(', ')}`);
  if (!PAGES_ONLY && !RECORD_ISLANDS) await measureLoad(base, businessId);
  if (!RECORD_ISLANDS) {
    for (const page of lighthousePages) reportLighthouse(`${base}${page}`, label(page));
    const largest = workerRegistration.reduce<{ route: string; bytes: number | null } | undefined>(
      (max, page) => (!max || (page.bytes ?? Number.POSITIVE_INFINITY) > (max.bytes ?? 0) ? page : max),
      undefined,
    );
    const without = workerRegistration.filter((page) => page.bytes === null).map((page) => page.route);
    report(
      `service worker registration JS on ${workerRegistration.length} pages`,
      without.length
        ? `missing on ${without.join(', ')}`
        : `largest ${((largest?.bytes ?? 0) / 1024).toFixed(2)} KB gzip (${largest?.route})`,
      '≤ 2 KB gzip on every page',
      !without.length && (largest?.bytes ?? 0) <= 2048,
    );
    const installable = await checkInstallability(`${base}/`, path.join(benchDir, 'chromium-profile'));
    report(
      'installable (Chromium: Page.getInstallabilityErrors, manifest parse)',
      [
        installable.errors.length ? `errors: ${installable.errors.join('; ')}` : 'no installability errors',
        installable.manifestErrors.length ? `manifest: ${installable.manifestErrors.join('; ')}` : 'manifest parsed',
        installable.workerReady ? 'service worker ready' : 'service worker NOT ready',
      ].join(', '),
      'no errors, worker ready',
      !installable.errors.length && !installable.manifestErrors.length && installable.workerReady,
    );
  }
} finally {
  server.kill('SIGTERM');
}

if (RECORD_ISLANDS) {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  fs.writeFileSync(
    path.resolve(RECORD_ISLANDS),
    `${JSON.stringify({ commit, businesses: BUSINESSES, pages: recordedIslands }, null, 2)}\n`,
  );
  console.log(`[bench] island JS of ${Object.keys(recordedIslands).length} pages at ${commit} → ${RECORD_ISLANDS}`);
}

/**
 * Throughput, latency, render times and the slow-network forms (a full run only): two more servers
 * without a render cache give the cold figures.
 */
async function measureLoad(base: string, businessId: number): Promise<void> {
  const coldBase = `http://127.0.0.1:${PORT + 1}`;
  // One after the other: the first start creates the admin account.
  const coldServer = startServer(PORT + 1, { RENDER_CACHE_MB: '0' });
  let oneServer: ReturnType<typeof startServer> | undefined;
  try {
    await waitForServer(`${coldBase}/robots.txt`);
    const oneBase = `http://127.0.0.1:${PORT + 3}`;
    oneServer = startServer(PORT + 3, { RENDER_CACHE_MB: '0', SERVE_PROCESSES: '1' });
    await waitForServer(`${oneBase}/robots.txt`);
    console.log(`[bench] the server runs ${servingProcesses()} serving processes (SERVE_PROCESSES, else one per core)`);
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
  } finally {
    coldServer.kill('SIGTERM');
    oneServer?.kill('SIGTERM');
  }
}

// SQLite and PostgreSQL side by side (scripts/bench-engines.ts).
if (!PAGES_ONLY && !RECORD_ISLANDS)
  await compareEngines({ sqliteFile: databaseFile, buildDir, port: PORT + 2, queries: QUERIES, report });

const failed = rows.filter((r) => !r[3]).length;
console.log(`\n[bench] ${rows.length - failed} within budget, ${failed} over budget`);
