// npm run bench — 100,000 businesses in a temporary database: p50/p95 of the search function and
// of GET /businesses?q=… over loopback (DESIGN §8: search p95 ≤ 5 ms, page p50 ≤ 15 ms).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { seedDatabase } from '../db/seed/index.ts';
import { SEED_CATEGORY_PARTS, SEED_DISTRICTS, NAME_PREFIXES, STREETS } from '../db/seed/businesses.ts';
import { listApprovedBusinesses } from '../src/lib/server/businesses.ts';
import { createDb, migrateToLatest, openSqlite } from '../src/lib/server/db.ts';
import { BUSINESSES_PAGE_SIZE } from '../src/lib/shared/constants.ts';

const TOTAL = Number(process.env.BENCH_BUSINESSES || 100_000);
const SEARCH_RUNS = Number(process.env.BENCH_SEARCH_RUNS || 40);
const PAGE_REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS || 300);
const QUERIES = ['kebap', 'kahta', 'KÂHTA', 'cig kofte', 'adiyaman', 'nemrut otel', 'eczane', 'golbasi', 'berber', 'oto servis', 'pansiyon', 'zeugma cafe'];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adiyaman-bench-'));
process.env.DATABASE_PATH = path.join(dir, 'bench.db');
// The build must sit inside the project so its server code resolves node_modules.
const buildsDir = path.resolve('.cache/bench-builds');
process.env.BUILDS_DIR = buildsDir;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (n: number) => `${n.toFixed(2)} ms`;

/** Seed data plus generated businesses up to TOTAL, written straight through SQLite (the FTS triggers run). */
async function fillDatabase(): Promise<void> {
  const db = createDb(process.env.DATABASE_PATH);
  await migrateToLatest(db);
  await seedDatabase(db);
  await db.destroy();
  const sqlite = openSqlite(process.env.DATABASE_PATH!);
  sqlite.pragma('synchronous = OFF');
  const subs = sqlite.prepare('select id, slug from subcategories').all() as { id: number; slug: string }[];
  const subId = new Map(subs.map((s) => [s.slug, s.id]));
  const existing = (sqlite.prepare('select count(*) n from businesses').get() as { n: number }).n;
  const insert = sqlite.prepare(`insert into businesses (name, description, category, subcategory_id, phone, address, district, working_hours,
    rating, review_count, is_featured, subscription_tier, status, source) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'bench')`);
  let state = 7;
  const rand = () => ((state = (state * 1103515245 + 12345) >>> 0) / 4294967296);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  sqlite.transaction(() => {
    for (let i = existing; i < TOTAL; i++) {
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
        '{"monday":"09:00-18:00"}',
        Number((3 + rand() * 2).toFixed(1)),
        Math.floor(rand() * 200),
        rand() < 0.1 ? 1 : 0,
        tier < 0.05 ? 'premium' : tier < 0.15 ? 'standard' : 'free',
        rand() < 0.97 ? 'approved' : 'pending',
      );
    }
  })();
  sqlite.pragma('optimize');
  sqlite.close();
}

async function benchSearchFunction(): Promise<number[]> {
  const db = createDb(process.env.DATABASE_PATH);
  const samples: number[] = [];
  const byQuery = new Map<string, number[]>(QUERIES.map((q) => [q, []]));
  for (const q of QUERIES) await listApprovedBusinesses(db, { q, limit: BUSINESSES_PAGE_SIZE, offset: 0 }); // warm-up
  for (let run = 0; run < SEARCH_RUNS; run++) {
    for (const q of QUERIES) {
      const started = performance.now();
      await listApprovedBusinesses(db, { q, limit: BUSINESSES_PAGE_SIZE, offset: 0 });
      const elapsed = performance.now() - started;
      samples.push(elapsed);
      byQuery.get(q)!.push(elapsed);
    }
  }
  for (const q of QUERIES) {
    const { total } = await listApprovedBusinesses(db, { q, limit: 1, offset: 0 });
    console.log(`[bench]   '${q}': ${total} matches, p50 ${ms(percentile(byQuery.get(q)!, 50))}`);
  }
  await db.destroy();
  return samples;
}

async function benchPage(): Promise<number[]> {
  const { activateBuild, buildInto } = await import('../src/lib/server/builds.ts');
  const { createSiteServer, listen, loadBuild } = await import('../src/lib/server/site-server.ts');
  console.log('[bench] building the site against the bench database…');
  const buildDir = await buildInto();
  activateBuild(buildDir);
  const active = await loadBuild(buildDir);
  const server = createSiteServer({ getBuild: () => active });
  const base = await listen(server, '127.0.0.1', 0);
  const samples: number[] = [];
  const get = async (q: string) => {
    const response = await fetch(`${base}/businesses?q=${encodeURIComponent(q)}`);
    if (response.status !== 200) throw new Error(`GET /businesses?q=${q} → ${response.status}`);
    await response.text();
  };
  for (const q of QUERIES) await get(q); // warm-up
  for (let i = 0; i < PAGE_REQUESTS; i++) {
    const q = QUERIES[i % QUERIES.length]!;
    const started = performance.now();
    await get(q);
    samples.push(performance.now() - started);
  }
  server.closeAllConnections();
  server.close();
  return samples;
}

try {
  const started = performance.now();
  await fillDatabase();
  console.log(`[bench] ${TOTAL} businesses ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${process.env.DATABASE_PATH})`);
  const search = await benchSearchFunction();
  console.log(`[bench] search function (${search.length} calls): p50 ${ms(percentile(search, 50))}, p95 ${ms(percentile(search, 95))} (budget p95 ≤ 5 ms)`);
  const page = await benchPage();
  console.log(`[bench] GET /businesses?q=… (${page.length} requests, loopback, keep-alive): p50 ${ms(percentile(page, 50))}, p95 ${ms(percentile(page, 95))} (budget p50 ≤ 15 ms)`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(buildsDir, { recursive: true, force: true });
}
process.exit(0);
