// The process's database, opened with the functions its triggers call: the one place that joins the
// engine (lib/db) to the features whose logic the schema runs (search's terms and filter tokens), so
// lib/db imports no feature. Everything of lib/db is reached through here.
import type SQLite from 'better-sqlite3';
import { SEARCH_SQL_FUNCTIONS } from '~/features/search/sql-functions.server.ts';
import { createDbWith, type Db, databaseTarget, openSqliteWith, registerDatabaseOpener } from '~/lib/db/db.server.ts';

export * from '~/lib/db/db.server.ts';

/** Opens a SQLite file with the pragmas of DESIGN §5 and the functions its triggers call. */
export function openSqlite(file: string): SQLite.Database {
  return openSqliteWith(file, SEARCH_SQL_FUNCTIONS);
}

/** A Kysely instance over one SQLite file, or over a PostgreSQL database given by its URL. */
export function createDb(target: string = databaseTarget()): Db {
  return createDbWith(target, SEARCH_SQL_FUNCTIONS);
}

registerDatabaseOpener(() => createDb());
