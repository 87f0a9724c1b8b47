// npm run db:copy-to-postgres — copies the SQLite database (DATABASE_PATH) into an empty PostgreSQL
// database (DATABASE_URL): migrates it, copies every table parents first, moves the id sequences past the
// copied ids, indexes the businesses for search, and checks that every table has the same number of rows.
import { sql } from 'kysely';
import {
  createDb,
  databaseLabel,
  databasePath,
  databaseTarget,
  isPostgresUrl,
  migrateToLatest,
} from '~/database.server.ts';
import { syncSearchIndex } from '~/features/search/search-index.server.ts';

/**
 * Tables each engine keeps for itself: migration bookkeeping, the SQLite search index, counters the
 * triggers keep, the shared rate-limit windows and rebuild state (made by the migrations).
 */
const NOT_COPIED = /^(sqlite_|kysely_migration|business_search|change_counters$|rate_limits$|site_rebuilds$)/;
/** Rows per insert, well below PostgreSQL's limit of bound values. */
const BATCH = 200;

const target = databaseTarget();
if (!isPostgresUrl(target)) {
  console.error('[copy] set DATABASE_URL=postgres://… to the PostgreSQL database to copy into.');
  process.exit(1);
}
const source = createDb(databasePath());
const destination = createDb(target);

try {
  await migrateToLatest(source);
  await migrateToLatest(destination);
  const { rows: existing } = await sql<{ n: number }>`select count(*) as n from businesses`.execute(destination);
  if (Number(existing[0]?.n) > 0)
    throw new Error(`${databaseLabel(target)} already has businesses: copy into an empty database`);

  const tables = await copyOrder();
  for (const table of tables) {
    // Computed columns (closed_rank, name_order) are computed again by PostgreSQL.
    const { rows: written } = await sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'`.execute(destination);
    const columns = sql.join(written.map((c) => sql.ref(c.name)));
    const { rows } = await sql<Record<string, unknown>>`select ${columns} from ${sql.table(table)}`.execute(source);
    for (let i = 0; i < rows.length; i += BATCH) {
      await destination
        .insertInto(table as never)
        .values(rows.slice(i, i + BATCH) as never)
        .execute();
    }
    const hasId = await sql<{ n: number }>`select count(*) as n from information_schema.columns
      where table_name = ${table} and column_name = 'id' and column_default like 'nextval%'`.execute(destination);
    if (Number(hasId.rows[0]?.n) > 0) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
        destination,
      );
    }
  }
  await syncSearchIndex(destination);

  let mismatches = 0;
  for (const table of tables) {
    const [from, to] = await Promise.all(
      [source, destination].map(async (db) =>
        Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n),
      ),
    );
    if (from !== to) mismatches++;
    console.log(`${from === to ? '✔' : '✘'} ${table}: ${from} → ${to}`);
  }
  if (mismatches > 0) throw new Error(`${mismatches} table(s) differ in row count`);
  console.log(`[copy] ${databasePath()} → ${databaseLabel(target)}: ${tables.length} tables, row counts equal`);
} catch (error) {
  console.error(`[copy] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await source.destroy();
  await destination.destroy();
}

/** The SQLite tables to copy, every table after the tables its foreign keys point to. */
async function copyOrder(): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' order by name`.execute(source);
  const tables = rows.map((r) => r.name).filter((name) => !NOT_COPIED.test(name));
  const parents = new Map<string, string[]>();
  for (const table of tables) {
    const { rows: keys } = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${table})`.execute(
      source,
    );
    parents.set(
      table,
      keys.map((k) => k.table).filter((parent) => parent !== table),
    );
  }
  const ordered: string[] = [];
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    for (const parent of parents.get(table) ?? []) visit(parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}
