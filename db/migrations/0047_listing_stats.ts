import type { Kysely } from 'kysely';

// The owner's numbers: per listing, day and kind (view, phone, whatsapp, directions, website, message)
// one count, without anything about the visitor. Frozen in time: imports nothing from the application.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_stats')
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('listing_stats_pk', ['business_id', 'day', 'kind'])
    .execute();
  await db.schema.createIndex('listing_stats_day_idx').on('listing_stats').column('day').execute();
}
