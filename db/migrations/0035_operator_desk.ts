import { type Kysely, sql } from 'kysely';

// The operator's desk: contact messages get the inbox status partnership applications and inquiries
// already have; replies stored with the message they answer; a post's former slugs (301 to the current
// one); the SEO strategies an operator started; and the audit log of every admin action.
// Frozen in time: imports nothing from the application.

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contact_messages')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema.createIndex('contact_messages_created_idx').on('contact_messages').column('created_at').execute();
  await db.schema
    .createIndex('partnership_applications_created_idx')
    .on('partnership_applications')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('inbox_replies')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('message_id', 'integer', (c) => c.notNull())
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('email_status', 'text', (c) => c.notNull().defaultTo('not_sent'))
    .addColumn('sent_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('inbox_replies_message_idx')
    .on('inbox_replies')
    .columns(['kind', 'message_id'])
    .execute();

  await db.schema
    .createTable('blog_slug_redirects')
    .addColumn('old_slug', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('seo_strategy_implementations')
    .addColumn('strategy_id', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('started_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'created_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
