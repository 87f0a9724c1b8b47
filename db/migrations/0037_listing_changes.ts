import type { Kysely } from 'kysely';

// An owner's edit of an approved listing waits in business_changes (the new values and the values it
// was made against, both JSON) until an admin approves or rejects it; a rejected change stays for the
// owner to correct. business_special_days holds a listing's dated exceptions to its weekly hours: a
// closed day, or other hours on a holiday ('YYYY-MM-DD', opens/closes 'HH:MM').
// Timestamps are ISO strings written by the application.
// Frozen in time: imports nothing from the application.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('business_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('previous', 'text', (c) => c.notNull())
    .addColumn('rejection_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema.createIndex('business_changes_status_idx').on('business_changes').columns(['status', 'id']).execute();
  await db.schema.createIndex('business_changes_business_idx').on('business_changes').column('business_id').execute();
  await db.schema
    .createTable('business_special_days')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('opens', 'text')
    .addColumn('closes', 'text')
    .addColumn('note', 'text')
    .addUniqueConstraint('business_special_days_day', ['business_id', 'date'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
