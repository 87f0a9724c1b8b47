import path from 'node:path';
import { createDb, type Db } from '~/database.server.ts';

/** The e2e server's database (scripts/e2e-server.ts), for fixtures no public screen can create. */
export function openE2eDb(): Db {
  return createDb(path.resolve('.cache/e2e/adiyaman.db'));
}
