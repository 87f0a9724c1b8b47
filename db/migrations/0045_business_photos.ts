import type { Kysely } from 'kysely';

// Uploaded photos of a listing: where their resized files are (a key under UPLOADS_DIR and the widths
// written), their size, order and moderation status (pending | approved | rejected); inquiries read per
// listing. Frozen in time: imports nothing from the application.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('business_photos')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('approved'))
    .execute();
  await db.schema
    .alterTable('business_photos')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('business_photos').addColumn('file_key', 'text').execute();
  await db.schema.alterTable('business_photos').addColumn('widths', 'text').execute();
  await db.schema.alterTable('business_photos').addColumn('width', 'integer').execute();
  await db.schema.alterTable('business_photos').addColumn('height', 'integer').execute();
  await db.schema.createIndex('business_photos_status_idx').on('business_photos').column('status').execute();
  await db.schema
    .createIndex('business_inquiries_business_idx')
    .on('business_inquiries')
    .columns(['business_id', 'created_at'])
    .execute();
}
