import type { Kysely } from 'kysely';

// What several server processes on one database must share (PostgreSQL, issue 17): the windows of the
// per-address rate limits (one row per scope and address, until reset_at in epoch milliseconds), and
// the site's rebuilds (one row: how many were asked for, for how many the current build was made,
// that build's folder name under BUILDS_DIR and when it started, in epoch milliseconds), and the
// pre-rendered pages an edit made stale since (path, when marked). On SQLite one process serves the site and keeps both in
// its memory; the tables exist there too, so the history stays one. Frozen in time: imports nothing
// from the application.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_idx').on('rate_limits').column('reset_at').execute();
  await db.schema
    .createTable('site_rebuilds')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('requested', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('built', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('build_id', 'text')
    .addColumn('build_started_at', 'bigint')
    .execute();
  await db.insertInto('site_rebuilds').values({ id: 1 }).execute();
  await db.schema
    .createTable('stale_pages')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('marked_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
