// The server Playwright tests run against: a fresh seeded database and a build made from it.
import './production.ts';
import fs from 'node:fs';
import path from 'node:path';
import { activateBuild, buildInto, currentBuildDir } from '~/lib/serve/builds.server.ts';
import { prepareDatabase } from './build.ts';
import { serveBuild } from './serve.ts';

const e2eDir = path.resolve('.cache/e2e');
process.env.DATABASE_PATH = path.join(e2eDir, 'adiyaman.db');
process.env.BUILDS_DIR = path.join(e2eDir, 'builds');
process.env.UPLOADS_DIR = path.join(e2eDir, 'uploads');
// Two e2e servers share the builds: rebuilds by one must not delete the build the other serves.
process.env.BUILDS_KEEP = '50';

/** Recreates the e2e database from the seed, so every run starts from the same data. */
export async function freshE2eDatabase(): Promise<void> {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${process.env.DATABASE_PATH}${suffix}`, { force: true });
  await prepareDatabase();
}

if (import.meta.main) {
  if (process.env.E2E_FAKE_STRIPE === '1') {
    // The second e2e server: same database and build, with Stripe keys pointing at a fake Stripe API
    // on loopback, so payment flows can be tested while the main server shows the keyless state.
    const { startFakeStripe } = await import('../tests/support/fake-stripe-server.ts');
    Object.assign(process.env, (await startFakeStripe()).env());
  } else if (process.env.E2E_PREPARED !== '1') {
    // `npm test` prepares database and build as separate steps; run alone, this does both.
    await freshE2eDatabase();
    activateBuild(await buildInto());
  }
  const dir = currentBuildDir();
  if (!dir) throw new Error('no e2e build');
  await serveBuild(dir);
}
