import type { Kysely } from 'kysely';

// Owners claim existing listings. A claim is proved by the tax registry, by a code mailed to the
// listing's own address, or decided by an admin; a verified claim makes the claimant the owner and
// marks the listing `owner_verified` (the 'Doğrulanmış işletme' badge). Only the code's hash is kept.
// Timestamps are ISO strings written by the application.
// Frozen in time: imports nothing from the application.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('businesses')
    .addColumn('owner_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('business_claims')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'text')
    .addColumn('rejection_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema.createIndex('business_claims_status_idx').on('business_claims').columns(['status', 'id']).execute();
  await db.schema
    .createIndex('business_claims_business_idx')
    .on('business_claims')
    .columns(['business_id', 'user_id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
