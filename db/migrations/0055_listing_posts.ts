import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.ts';

// Owners' posts and the city's calendar (issue 33): events, offers and news of a listing, or events the
// operator adds without one (business_id null), each waiting for an admin like other owner text. The
// reminders that keep a listing's hours true: one row per owner and reminder (a holiday, or a 90-day
// check) so none is mailed twice; the owners who asked for no more reminders; the signed links the mails
// carry (used once, until they expire); and when an owner last confirmed a listing's details and its
// holiday hours. Reviews carry where they came from (a poster's QR code). Any write to a post moves
// 'listingposts' (the calendar, the offers, the sitemap) and its business's page. Frozen in time: imports
// nothing from the application.

const bumpBusiness = (id: string) =>
  `insert into change_counters(name, value) values ('business:' || ${id}, 1)
    on conflict(name) do update set value = value + 1;`;
const bumpPosts = `insert into change_counters(name, value) values ('listingposts', 1)
    on conflict(name) do update set value = value + 1;`;

const SQLITE_TRIGGERS: [string, string][] = [
  [
    'listing_posts_version_insert',
    `after insert on listing_posts begin ${bumpPosts}
      ${bumpBusiness('coalesce(new.business_id, 0)')} end`,
  ],
  [
    'listing_posts_version_update',
    `after update on listing_posts begin ${bumpPosts}
      ${bumpBusiness('coalesce(old.business_id, 0)')} ${bumpBusiness('coalesce(new.business_id, 0)')} end`,
  ],
  [
    'listing_posts_version_delete',
    `after delete on listing_posts begin ${bumpPosts}
      ${bumpBusiness('coalesce(old.business_id, 0)')} end`,
  ],
];

const POSTGRES_FUNCTIONS = [
  `create function listing_posts_version() returns trigger language plpgsql as $$ begin
    perform bump_change_counter('listingposts');
    if tg_op in ('UPDATE', 'DELETE') and old.business_id is not null then
      perform bump_change_counter('business:' || old.business_id);
    end if;
    if tg_op in ('INSERT', 'UPDATE') and new.business_id is not null then
      perform bump_change_counter('business:' || new.business_id);
    end if;
    return null; end $$`,
  `create trigger listing_posts_version after insert or update or delete on listing_posts
    for each row execute function listing_posts_version()`,
];

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_posts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('business_id', 'integer', (c) => c.references('businesses.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('place', 'text')
    .addColumn('price', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('link', 'text')
    .addColumn('code', 'text')
    .addColumn('district', 'text')
    .addColumn('category', 'text')
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('rejection_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('listing_posts_live_idx')
    .on('listing_posts')
    .columns(['status', 'kind', 'ends_at'])
    .execute();
  await db.schema.createIndex('listing_posts_business_idx').on('listing_posts').column('business_id').execute();

  await db.schema
    .createTable('owner_reminders')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reminder', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('owner_reminders_pk', ['user_id', 'reminder'])
    .execute();
  await db.schema
    .createTable('reminder_optouts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('reminder_links')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('business_id', 'integer', (c) => c.references('businesses.id').onDelete('cascade'))
    .addColumn('reminder', 'text')
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('listing_checks')
    .addColumn('business_id', 'integer', (c) => c.primaryKey().references('businesses.id').onDelete('cascade'))
    .addColumn('confirmed_at', 'text')
    .addColumn('holiday_hours_at', 'text')
    .execute();
  await db.schema.alterTable('reviews').addColumn('source', 'text').execute();

  await db
    .insertInto('change_counters')
    .values({ name: 'listingposts', value: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  if (isPostgres(db)) {
    for (const statement of POSTGRES_FUNCTIONS) await sql.raw(statement).execute(db);
    return;
  }
  for (const [name, definition] of SQLITE_TRIGGERS) {
    await sql.raw(`drop trigger if exists ${name}`).execute(db);
    await sql.raw(`create trigger ${name} ${definition}`).execute(db);
  }
}
