// npm run db:seed — migrates, then fills an empty database with seed data.

import { createDb, databaseLabel, migrateToLatest } from '~/database.server.ts';
import { seedDatabase } from '../db/seed/index.ts';

const db = createDb();
await migrateToLatest(db);
const seeded = await seedDatabase(db);
console.log(seeded ? `[db] seeded ${databaseLabel()}` : `[db] ${databaseLabel()} already has data; seed skipped`);
await db.destroy();
