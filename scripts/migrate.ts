// npm run db:migrate — applies pending migrations to the database (DATABASE_URL for PostgreSQL, else DATABASE_PATH).
import { createDb, databaseLabel, migrateToLatest } from '~/database.server.ts';

const db = createDb();
const applied = await migrateToLatest(db);
console.log(
  applied.length ? `[db] applied ${applied.join(', ')} to ${databaseLabel()}` : `[db] ${databaseLabel()} is up to date`,
);
await db.destroy();
