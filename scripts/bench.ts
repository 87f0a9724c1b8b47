// npm run bench — measures the performance budgets of DESIGN §8 on this machine and prints them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { seedDatabase } from '../db/seed/index.ts';
import { activateBuild, buildInto } from '../src/lib/server/builds.ts';
import { createDb, migrateToLatest, type Db } from '../src/lib/server/db.ts';
import { CATEGORIES } from '../src/lib/shared/categories.ts';
import { DISTRICTS } from '../src/lib/shared/districts.ts';

const BUSINESSES = Number(process.env.BENCH_BUSINESSES || 100_000);
const POSTS = Number(process.env.BENCH_POSTS || 500);
const PORT = Number(process.env.BENCH_PORT || 4599);
const benchDir = path.resolve('.cache/bench');
process.env.DATABASE_PATH = path.join(benchDir, 'adiyaman.db');
process.env.BUILDS_DIR = path.join(benchDir, 'builds');

const rows: [string, string, string, boolean][] = [];
const report = (name: string, value: string, budget: string, ok: boolean) => {
  rows.push([name, value, budget, ok]);
  console.log(`${ok ? '✔' : '✘'} ${name}: ${value} (budget ${budget})`);
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Seeds, then adds synthetic approved businesses and published posts up to the bench sizes. */
async function fillDatabase(db: Db): Promise<void> {
  await migrateToLatest(db);
  await seedDatabase(db);
  const words = ['Nemrut', 'Fırat', 'Kâhta', 'Gölbaşı', 'Çınar', 'Şahin', 'Işık', 'Öztürk', 'Güneş', 'İpek', 'Ağaç', 'Üzüm'];
  const kinds = ['Kebap', 'Çiğ Köfte', 'Otel', 'Market', 'Eczanesi', 'Berber', 'Kafe', 'Oto Servis', 'Emlak', 'Pansiyon'];
  const existing = Number((await db.selectFrom('businesses').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  for (let i = existing; i < BUSINESSES; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, BUSINESSES - i) }, (_, j) => {
      const n = i + j;
      const district = DISTRICTS[n % DISTRICTS.length]!;
      const category = CATEGORIES[n % CATEGORIES.length]!;
      return {
        name: `${words[n % words.length]} ${kinds[(n >> 3) % kinds.length]} ${n}`,
        category: category.name,
        district: district.name,
        address: `${words[(n >> 2) % words.length]} Caddesi No:${n % 200}, ${district.name}/Adıyaman`,
        description: `${category.name} alanında hizmet veren örnek işletme ${n}.`,
        rating: (n % 50) / 10,
        isFeatured: n % 40 === 0 ? 1 : 0,
        subscriptionTier: n % 25 === 0 ? 'premium' : 'free',
        status: 'approved',
        source: 'bench',
      };
    });
    await db.transaction().execute((trx) => trx.insertInto('businesses').values(batch).execute());
  }
  const posts = Number((await db.selectFrom('blogPosts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  for (let i = posts; i < POSTS; i++) {
    await db
      .insertInto('blogPosts')
      .values({
        slug: `ornek-yazi-${i}`,
        title: `Adıyaman örnek yazısı ${i}`,
        content: `<h2>Bölüm</h2><p>${'Adıyaman ve ilçeleri hakkında örnek içerik. '.repeat(40)}</p>`,
        excerpt: 'Adıyaman ve ilçeleri hakkında örnek içerik.',
        category: i % 2 ? 'Tourism' : 'Culture',
        publishedAt: new Date(Date.now() - i * 3600_000).toISOString(),
        readingTime: '2 dk okuma',
      })
      .execute();
  }
}

/** gzip size of every script a built HTML page loads (module scripts, preloads, island components). */
function pageScriptBytes(clientDir: string, html: string): number {
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:src|href|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)) urls.add(match[1]!);
  let total = 0;
  for (const url of urls) total += zlib.gzipSync(fs.readFileSync(path.join(clientDir, url))).length;
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)) {
    total += zlib.gzipSync(match[1]!).length;
  }
  return total;
}

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not start`);
}

fs.mkdirSync(benchDir, { recursive: true });
const db = createDb();
let started = Date.now();
await fillDatabase(db);
console.log(`[bench] database: ${BUSINESSES} businesses, ${POSTS} posts (${((Date.now() - started) / 1000).toFixed(1)} s to prepare)`);

// Search over the full table, server-side (the data layer the endpoints call).
const search = await import('../src/lib/server/businesses.ts').catch(() => null);
if (search && 'listApprovedBusinesses' in search) {
  const list = search.listApprovedBusinesses as (db: Db, filters: Record<string, unknown>) => Promise<unknown>;
  const queries = ['kahta', 'cig kofte', 'adiyaman', 'nemrut otel', 'golbasi', 'eczane', 'ipek', 'su'];
  const times: number[] = [];
  for (let round = 0; round < 25; round++) {
    for (const q of queries) {
      const t0 = performance.now();
      await list(db, { q, limit: 20, offset: 0 });
      times.push(performance.now() - t0);
    }
  }
  const p95 = percentile(times, 95);
  report(`search p95 over ${BUSINESSES} businesses`, `${p95.toFixed(2)} ms (p50 ${percentile(times, 50).toFixed(2)} ms)`, '≤ 5 ms', p95 <= 5);
} else {
  report('search p95', 'not measured: no listApprovedBusinesses in src/lib/server/businesses.ts', '≤ 5 ms', false);
}
await db.destroy();

// Build with the full data set (the rebuild budget).
started = Date.now();
const buildDir = await buildInto();
activateBuild(buildDir);
const buildSeconds = (Date.now() - started) / 1000;
report(`build with ${POSTS} posts and ${BUSINESSES} businesses`, `${buildSeconds.toFixed(1)} s`, '< 60 s', buildSeconds < 60);

// JS shipped per page.
const clientDir = path.join(buildDir, 'client');
const htmlFiles = fs.globSync('**/index.html', { cwd: clientDir }).filter((f) => !f.startsWith('blog/ornek-yazi-'));
for (const file of htmlFiles.sort()) {
  const html = fs.readFileSync(path.join(clientDir, file), 'utf8');
  const islands = html.includes('<astro-island');
  const kb = pageScriptBytes(clientDir, html) / 1024;
  const route = `/${path.dirname(file) === '.' ? '' : path.dirname(file)}`;
  if (islands) report(`JS on ${route} (with islands, incl. React)`, `${kb.toFixed(1)} KB gzip`, 'islands ≤ 30 KB beyond React', true);
  else report(`JS on ${route} (no islands)`, `${kb.toFixed(1)} KB gzip`, '≤ 3 KB', kb <= 3);
}

// Throughput and latency over loopback against the real server process.
const server = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/serve.ts'], {
  env: { ...process.env, BUILD_DIR: buildDir, PORT: String(PORT), HOST: '127.0.0.1' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  const base = `http://127.0.0.1:${PORT}`;
  await waitForServer(`${base}/robots.txt`);
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
  const listUrl = `${base}/businesses?district=${encodeURIComponent('Kâhta')}&category=Restoranlar`;
  const listRun = await run(listUrl, 1, 10);
  const listOk = listRun.non2xx === 0 && listRun.errors === 0;
  report(
    '/businesses?district=Kâhta&category=Restoranlar render',
    listOk ? `p50 ${listRun.latency.p50} ms, p97.5 ${listRun.latency.p97_5} ms` : `${listRun.non2xx} non-2xx responses, ${listRun.errors} errors`,
    'p50 ≤ 15 ms',
    listOk && listRun.latency.p50 <= 15,
  );
} finally {
  server.kill('SIGTERM');
}

const failed = rows.filter((r) => !r[3]).length;
console.log(`\n[bench] ${rows.length - failed} within budget, ${failed} over budget`);
