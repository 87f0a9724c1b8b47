// npm run demo:remove — deletes the sample businesses, posts and reviews the seed wrote, then rebuilds the
// site so no pre-rendered page still says it shows sample data.

import { createDb, migrateToLatest } from '~/database.server.ts';
import { removeDemoData } from '~/features/site/demo.server.ts';
import { buildSite } from './build.ts';

try {
  const db = createDb();
  try {
    await migrateToLatest(db);
    const removed = await removeDemoData(db);
    console.log(
      `[demo] removed ${removed.businesses} sample businesses, ${removed.posts} posts and ${removed.reviews} reviews.`,
    );
  } finally {
    await db.destroy();
  }
  await buildSite();
  console.log('[demo] a server that is running still serves its old build: restart it to serve the new one.');
} catch (error) {
  console.error(`[demo] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
