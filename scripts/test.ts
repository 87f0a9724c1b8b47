// npm test — lint (Biome), unused code (knip), typecheck, unit + integration, the integration suite again on
// PostgreSQL, build, e2e in Chromium, several server processes (SQLite, PostgreSQL); ends with
// 'N passed, N failed'.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { activateBuild, buildInto, currentBuildDir } from '~/lib/serve/builds.server.ts';
import { e2eTileUrl } from '../tests/e2e/support/tile-stub.ts';
import { SKIP_REPORT } from '../tests/support/postgres-server.ts';
import { freshE2eDatabase } from './e2e-server.ts';

const reports = path.resolve('.cache/reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const results: string[] = [];

function step(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/** The parts of the Vitest and Playwright JSON reports this script reads. */
interface Report {
  numPassedTests: number;
  numFailedTests: number;
  stats?: { expected: number; flaky: number; unexpected: number };
}

function readJson(file: string): Report | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));
  } catch {
    return null;
  }
}

const bin = (name: string) => path.resolve('node_modules', '.bin', name);

// 0. The house: format and lint (Biome; Prettier formats .astro files, which Biome does not yet fully), then
// unused files, exports and dependencies (knip).
if (step('lint (biome)', bin('biome'), ['check', '.'])) passed++;
else failed++;
if (step('format of .astro files (prettier)', bin('prettier'), ['--check', 'src/**/*.astro'])) passed++;
else failed++;
if (step('unused code (knip)', bin('knip'), [])) passed++;
else failed++;

// 1. Types.
if (step('typecheck (astro check)', bin('astro'), ['check', '--minimumSeverity', 'error'])) passed++;
else failed++;

/** Adds a Vitest run's tests to the totals; a failed run without failed tests counts as one failure. */
function tally(ok: boolean, report: Report | null): void {
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (!ok && report.numFailedTests === 0) failed++;
  } else if (!ok) failed++;
}

// 2. Unit and integration tests.
const vitestOk = step('unit + integration (vitest)', bin('vitest'), ['run', '--config', 'tests/vitest.config.ts']);
tally(vitestOk, readJson('vitest.json'));

// 2b. The integration suite on PostgreSQL (a server the suite starts itself; skipped, and said so, where it cannot run).
fs.rmSync(SKIP_REPORT, { force: true });
const postgresOk = step(
  'integration on PostgreSQL (vitest)',
  bin('vitest'),
  ['run', '--config', 'tests/vitest.config.ts', '--project', 'integration'],
  { TEST_ENGINE: 'postgres' },
);
const postgresSkipped = !postgresOk && fs.existsSync(SKIP_REPORT);
const skipReason = () => fs.readFileSync(SKIP_REPORT, 'utf8').split('\n')[0];
if (postgresSkipped) {
  results.pop();
  results.push(`⚠ integration on PostgreSQL SKIPPED: the server could not start here (${skipReason()})`);
} else tally(postgresOk, readJson('vitest-postgres.json'));

// 3. Build from a fresh seeded database (the one e2e runs against).
console.log('\n▶ build');
const buildStarted = Date.now();
let built = false;
try {
  process.env.DATABASE_PATH = path.resolve('.cache/e2e/adiyaman.db');
  process.env.BUILDS_DIR = path.resolve('.cache/e2e/builds');
  process.env.MAP_TILE_URL ||= e2eTileUrl();
  await freshE2eDatabase();
  activateBuild(await buildInto());
  built = true;
  passed++;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed++;
}
results.push(`${built ? '✔' : '✘'} build (${((Date.now() - buildStarted) / 1000).toFixed(1)} s)`);

// 4. End-to-end in Chromium.
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!built) {
  results.push('✘ e2e skipped: the build failed');
} else if (!fs.existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  results.push('✘ e2e skipped: no Chromium');
  failed++;
} else {
  const e2eOk = step('e2e (playwright, chromium)', bin('playwright'), ['test'], { E2E_PREPARED: '1' });
  const e2e = readJson('e2e.json');
  if (e2e?.stats) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    if (!e2eOk && e2e.stats.unexpected === 0) failed++;
  } else if (!e2eOk) failed++;
}

// 5. Several server processes serving the build above: two on one SQLite database (one machine), and
// two on one PostgreSQL database (as on several machines) when PostgreSQL could start.
if (postgresSkipped) {
  results.push(`⚠ two processes on PostgreSQL SKIPPED: the server could not start here (${skipReason()})`);
}
if (!built) {
  results.push('✘ server processes skipped: the build failed');
} else {
  const processesOk = step(
    'server processes on SQLite and PostgreSQL (vitest)',
    bin('vitest'),
    ['run', '--config', 'tests/vitest.config.ts', '--project', 'processes'],
    {
      TEST_PROCESSES: '1',
      TEST_BUILD_DIR: currentBuildDir() ?? '',
      ...(postgresSkipped ? { TEST_POSTGRES_SKIPPED: '1' } : {}),
    },
  );
  tally(processesOk, readJson('vitest-processes.json'));
}

console.log(`\n${results.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
