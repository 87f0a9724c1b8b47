import type { Kysely } from 'kysely';

// Pre-rendered pages are no longer marked stale by hand: the pages whose data changes often render on
// demand behind the render cache, and the host rebuilds the rest when their change counters move
// (migration 0052). The table the processes shared those marks in (migration 0050) has no reader left.
// Frozen in time: imports nothing from the application.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stale_pages').ifExists().execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
