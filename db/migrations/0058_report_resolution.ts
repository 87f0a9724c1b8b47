import type { Kysely } from 'kysely';

// A visitor's report on a listing is resolved on the desk with a note saying what was done, and when;
// whether it led to a change of the listing decides if the owner is told. No page behind the render
// cache shows reports, so no change counter follows the table. Frozen in time: imports nothing from the
// application.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listing_reports').addColumn('resolution_note', 'text').execute();
  await db.schema.alterTable('listing_reports').addColumn('resolved_at', 'text').execute();
  await db.schema
    .alterTable('listing_reports')
    .addColumn('led_to_change', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
