// npm run db:migrate — applies pending migrations to DATABASE_PATH.
import { createDb, databasePath, migrateToLatest } from '~/lib/db/db.server.ts';

const db = createDb();
const applied = await migrateToLatest(db);
console.log(
  applied.length ? `[db] applied ${applied.join(', ')} to ${databasePath()}` : `[db] ${databasePath()} is up to date`,
);
await db.destroy();
