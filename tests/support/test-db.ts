import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db, migrateToLatest, setDatabase } from '~/lib/db/db.server.ts';
import { seedDatabase } from '../../db/seed/index.ts';

export interface TestDb {
  db: Db;
  file: string;
  cleanup: () => Promise<void>;
}

/**
 * A real SQLite file in a fresh temporary folder, migrated (and seeded on request), made the
 * database the endpoints use. Call cleanup() in afterAll.
 */
export async function createTestDb(options: { seed?: boolean } = {}): Promise<TestDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adiyaman-test-'));
  const file = path.join(dir, 'test.db');
  const db = createDb(file);
  await migrateToLatest(db);
  if (options.seed) await seedDatabase(db);
  setDatabase(db);
  return {
    db,
    file,
    cleanup: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
