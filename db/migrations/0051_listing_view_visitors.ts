import type { Kysely } from 'kysely';

// One page view per visitor, listing and day: the visitors already counted today, each only as a hash
// made with that day's salt (nothing that names a person, nothing that links two days). Rows of past days
// are deleted as new views are counted. Frozen in time: imports nothing from the application.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_view_visitors')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_view_visitors_pk', ['day', 'business_id', 'visitor'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
