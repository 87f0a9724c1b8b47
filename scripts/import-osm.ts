// npm run import:osm -- FILE — imports an Overpass API JSON answer or an .osm XML extract: each place becomes a
// pending listing in the review queue (README, OpenStreetMap). Importing the same file again adds nothing.
import fs from 'node:fs';
import { createDb, migrateToLatest } from '~/database.server.ts';
import { OsmFileError } from '~/features/osm/elements.ts';
import { commandLineActor, importOsmText } from '~/features/osm/osm-import.server.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run import:osm -- FILE (.json Overpass answer or .osm XML)');
  process.exit(2);
}

const db = createDb();
try {
  await migrateToLatest(db);
  const report = await importOsmText(db, fs.readFileSync(file, 'utf8'), await commandLineActor(db));
  console.log(`[osm] ${report.summary}`);
  for (const s of report.skipped) console.log(`[osm] atlandı ${s.osmId}${s.name ? ` (${s.name})` : ''}: ${s.reason}`);
  for (const n of report.notes) console.log(`[osm] not ${n.osmId} (${n.name}): ${n.note}`);
} catch (error) {
  console.error(`[osm] ${error instanceof OsmFileError || error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
