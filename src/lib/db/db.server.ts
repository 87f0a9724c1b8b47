import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { isClosedListing } from '~/features/directory/closure.ts';
import { listingFacets } from '~/features/directory/list-options.ts';
import type { Database } from '~/lib/db/schema.ts';
import { indexTerms } from '~/lib/search-terms.ts';
import { foldTr } from '~/lib/text.ts';
import { migrations } from '../../../db/migrations/index.ts';

export type Db = Kysely<Database>;

const DEFAULT_DATABASE_PATH = 'data/adiyaman.db';

/** Path of the SQLite file: DATABASE_PATH or data/adiyaman.db under the working directory. */
export function databasePath(): string {
  return path.resolve(process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH);
}

/** Opens a SQLite file with the pragmas of DESIGN §5 (synchronous NORMAL, see below) and the fold_tr() and search_terms() functions the search triggers use. */
export function openSqlite(file: string): SQLite.Database {
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
  sqlite.function('search_terms', { deterministic: true }, (value: unknown, compounds: unknown) =>
    typeof value === 'string' ? indexTerms(value, compounds === 1) : '',
  );
  // The filter tokens of a listing (open-hour slots, price, payments, services, verified owner; migration 0039).
  sqlite.function('listing_facets', { deterministic: true, varargs: true }, (...args: unknown[]) => {
    const [id, workingHours, paymentOptions, priceRange, closure, holidayMode, delivery, online, reservation, owner] =
      args;
    return listingFacets({
      id: Number(id),
      workingHours,
      paymentOptions,
      priceRange,
      closed: isClosedListing(closure),
      holidayMode,
      deliveryService: delivery === 1,
      onlineOrdering: online === 1,
      reservationSystem: reservation === 1,
      owned: owner !== null,
    });
  });
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

/** A Kysely instance over one SQLite file. */
export function createDb(file: string = databasePath()): Db {
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: keepingStatements(openSqlite(file)) }),
    plugins: [new CamelCasePlugin()],
  });
}

let shared: Db | undefined;

/** The process-wide database of the running site. */
export function getDb(): Db {
  shared ??= createDb();
  return shared;
}

/** Runs every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Replaces the process-wide database (tests point the endpoints at their own temporary file). */
export function setDatabase(db: Db): void {
  shared = db;
}

/** Whether a write failed on a unique constraint (the row exists already). */
function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
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
