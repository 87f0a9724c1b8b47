import fs from 'node:fs';
import path from 'node:path';
import { announcePostgres, type PostgresServer, SKIP_REPORT, startPostgres } from './postgres-server.ts';
import { createPostgresTemplates } from './test-db.ts';

// Vitest global setup of the integration suite. With TEST_ENGINE=postgres it starts one PostgreSQL
// server for the run and makes the template databases every test copies; when this machine cannot
// run the server it writes why to .cache/reports/postgres-skipped.txt (scripts/test.ts reports it)
// and fails the run. Without TEST_ENGINE=postgres the suite runs on SQLite and this does nothing.

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_ENGINE !== 'postgres') return undefined;
  let server: PostgresServer;
  try {
    server = await startPostgres();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    fs.mkdirSync(path.dirname(SKIP_REPORT), { recursive: true });
    fs.writeFileSync(SKIP_REPORT, reason);
    throw new Error(`PostgreSQL could not start on this machine, so its run is skipped: ${reason}`);
  }
  console.log(`[postgres] integration suite on PostgreSQL at ${server.url.replace(/:[^:@/]+@/, ':***@')}`);
  announcePostgres(server.url);
  await createPostgresTemplates(server.url);
  return () => server.stop();
}
