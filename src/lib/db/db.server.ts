import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Database } from '~/lib/db/schema.ts';
import { databasePath, databasePoolSize, databaseUrl } from '~/lib/env.server.ts';
import { foldTr } from '~/lib/text.ts';
import { migrations } from '../../../db/migrations/index.ts';
import { isPostgres, schemaForPostgres } from '../../../db/migrations/portable.ts';

export { isPostgres };

export type Db = Kysely<Database>;

/**
 * A function the database's own triggers call on SQLite (the search index and the filter tokens are
 * kept by triggers there). The features that own what they compute hand them in where the process
 * opens its database (src/database.server.ts), so this module depends on none of them.
 */
export interface SqlFunction {
  name: string;
  options: SQLite.RegistrationOptions;
  fn: (...args: unknown[]) => unknown;
}

/** Path of the SQLite file: DATABASE_PATH or data/adiyaman.db under the working directory. */
export { databasePath };

/** Opens a SQLite file with the pragmas of DESIGN §5 (synchronous NORMAL, see below), fold_tr() and the functions its triggers call. */
export function openSqliteWith(file: string, functions: readonly SqlFunction[]): SQLite.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode NORMAL keeps every committed transaction through a crash or kill -9 of the process
  // (the commit is in the WAL, in the operating system's hands, before it returns) and the file always
  // consistent; it leaves out the fsync per commit that FULL adds (7 ms each here), which better-sqlite3
  // waits for on the event loop: under a stream of registrations every page view queued behind it.
  // Only a power cut or an operating-system crash can lose the last commits (WAL checkpoints are synced).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.function('fold_tr', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldTr(value) : '',
  );
  for (const { name, options, fn } of functions) sqlite.function(name, options, fn);
  return sqlite;
}

/** Prepared statements one connection keeps, by their SQL text (least recently prepared out first). */
const KEPT_STATEMENTS = 500;

/**
 * The connection with its prepared statements kept by SQL text: Kysely prepares every query it runs
 * again, and preparing costs about as much as running a small query. A kept statement that is still
 * being iterated is not handed out twice (a fresh one is prepared for that call).
 */
function keepingStatements(sqlite: SQLite.Database): SQLite.Database {
  const kept = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  const cached = (source: string) => {
    const statement = kept.get(source);
    if (statement && !statement.busy) return statement;
    const fresh = prepare(source);
    if (!statement) {
      if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value as string);
      kept.set(source, fresh);
    }
    return fresh;
  };
  sqlite.prepare = cached as typeof sqlite.prepare;
  return sqlite;
}

/** Whether a database target is a PostgreSQL connection string rather than a SQLite file. */
export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//i.test(target);
}

/** The database of the site: DATABASE_URL when it names PostgreSQL, otherwise the SQLite file. */
export function databaseTarget(): string {
  const url = databaseUrl();
  return url && isPostgresUrl(url) ? url : databasePath();
}

/** The database as logs name it: the SQLite path, or the PostgreSQL URL without its password. */
export function databaseLabel(target: string = databaseTarget()): string {
  if (!isPostgresUrl(target)) return target;
  const url = new URL(target);
  if (url.password) url.password = '***';
  return url.toString();
}

/** Counts (bigint) and averages (numeric) arrive as JavaScript numbers, as SQLite gives them. */
const NUMBER_TYPES = new Set([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const postgresTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMBER_TYPES.has(oid) && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * The pool of PostgreSQL connections. A connection the server ends (a restart, a failover, an
 * administrator) must not end this process: the query in flight fails on its own, the pool drops the
 * connection and opens a new one for the next query. Without a listener, pg throws the error of a
 * connection that is idle or held between queries, and that ends the process.
 */
function postgresPool(target: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: target, max: databasePoolSize(), types: postgresTypes });
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error(`[db] a PostgreSQL connection was closed: ${error.message}`));
  });
  // An idle connection's error comes here too; its own listener above has logged it.
  pool.on('error', () => {});
  return pool;
}

/** A Kysely instance over one SQLite file, or over a PostgreSQL database given by its URL. */
export function createDbWith(target: string, functions: readonly SqlFunction[]): Db {
  const dialect = isPostgresUrl(target)
    ? new PostgresDialect({ pool: postgresPool(target) })
    : new SqliteDialect({ database: keepingStatements(openSqliteWith(target, functions)) });
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

let shared: Db | undefined;
let openShared: (() => Db) | undefined;

/** How the process opens its database: src/database.server.ts registers it when it loads. */
export function registerDatabaseOpener(open: () => Db): void {
  openShared = open;
}

/** The process-wide database of the running site, opened on first use. */
export function getDb(): Db {
  if (!shared) {
    if (!openShared) throw new Error('No database opener: import ~/database.server.ts before using the database.');
    shared = openShared();
  }
  return shared;
}

/** Replaces the process-wide database (tests point the endpoints at their own temporary file). */
export function setDatabase(db: Db): void {
  shared = db;
}

/** Runs every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db: isPostgres(db) ? db.withPlugin(schemaForPostgres) : db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Whether a write failed on a unique constraint (the row exists already): SQLite's message or PostgreSQL's code 23505. */
function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /UNIQUE constraint failed/i.test(error.message) || (error as { code?: unknown }).code === '23505';
}

/** Runs an insert that a unique constraint may refuse: what it returned, or null for a duplicate; other errors are thrown. */
export async function insertUnlessDuplicate<T>(insert: Promise<T>): Promise<T | null> {
  try {
    return await insert;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
