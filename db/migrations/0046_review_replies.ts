import { type Kysely, sql } from 'kysely';

// An owner's public reply to a review, one per review: the published text and, while an edit waits for
// moderation, the pending one. Frozen in time: imports nothing from the application.

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('review_replies')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('review_id', 'integer', (c) => c.notNull().unique().references('reviews.id').onDelete('cascade'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text')
    .addColumn('published_at', 'text')
    .addColumn('pending_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('review_replies_business_idx').on('review_replies').column('business_id').execute();
}
