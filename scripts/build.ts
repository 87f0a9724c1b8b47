// npm run build — migrates and seeds the database if needed, builds into a fresh builds/<id>/ and makes it current.

import { createDb, migrateToLatest } from '~/database.server.ts';
import { activateBuild, buildInto } from '~/lib/serve/builds.server.ts';
import { seedDatabase } from '../db/seed/index.ts';

/** Prepares the database the pre-rendered pages read at build time. */
export async function prepareDatabase(): Promise<void> {
  const db = createDb();
  await migrateToLatest(db);
  if (await seedDatabase(db)) console.log('[db] seeded an empty database');
  await db.destroy();
}

/** Builds and activates; returns the new build folder. */
export async function buildSite(): Promise<string> {
  const started = Date.now();
  console.log('[build] building the site…');
  const dir = await buildInto();
  activateBuild(dir);
  console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s → ${dir}`);
  return dir;
}

if (import.meta.main) {
  try {
    await prepareDatabase();
    await buildSite();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
