import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type Db, migrateToLatest, setDatabase } from '~/database.server.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { POSTGRES_TEMPLATES, postgresDatabaseUrl, testPostgresUrl } from './postgres-server.ts';

export interface TestDb {
  db: Db;
  /** The SQLite file, or on the PostgreSQL run the database URL: what createDb() opens. */
  file: string;
  cleanup: () => Promise<void>;
}

/** Whether this run of the suite is on PostgreSQL (tests/support/postgres-setup.ts started one). */
export const onPostgres = testPostgresUrl() !== null;

/**
 * A fresh database, migrated (and seeded on request), made the database the endpoints use: a real
 * SQLite file in a fresh temporary folder, or on the PostgreSQL run a new database copied from the
 * migrated (or seeded) template. Call cleanup() in afterAll.
 */
export async function createTestDb(options: { seed?: boolean } = {}): Promise<TestDb> {
  const server = testPostgresUrl();
  if (server)
    return createPostgresTestDb(server, options.seed ? POSTGRES_TEMPLATES.seeded : POSTGRES_TEMPLATES.migrated);
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

async function createPostgresTestDb(server: string, template: string): Promise<TestDb> {
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(server, `create database ${name} template ${template}`);
  const url = postgresDatabaseUrl(server, name);
  const db = createDb(url);
  setDatabase(db);
  return {
    db,
    file: url,
    cleanup: async () => {
      await db.destroy();
      await adminQuery(server, `drop database if exists ${name} with (force)`);
    },
  };
}

/** A new, empty database on the run's PostgreSQL server: its URL. */
export async function createEmptyPostgresDatabase(server: string): Promise<string> {
  const name = `empty_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(server, `create database ${name}`);
  return postgresDatabaseUrl(server, name);
}

/** Ends every connection to a test database from the server's side, as a PostgreSQL restart does. */
export async function endPostgresConnections(url: string): Promise<void> {
  const server = testPostgresUrl();
  if (!server) throw new Error('endPostgresConnections: this run is not on PostgreSQL');
  const name = new URL(url).pathname.slice(1);
  await adminQuery(
    server,
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
  );
}

async function adminQuery(server: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Makes the template databases the PostgreSQL run copies: one migrated, one migrated and seeded. */
export async function createPostgresTemplates(server: string): Promise<void> {
  for (const [seed, template] of [
    [false, POSTGRES_TEMPLATES.migrated],
    [true, POSTGRES_TEMPLATES.seeded],
  ] as const) {
    await adminQuery(server, `create database ${template}`);
    const db = createDb(postgresDatabaseUrl(server, template));
    await migrateToLatest(db);
    if (seed) await seedDatabase(db);
    await db.destroy();
  }
}
