import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.ts';

// Versions for the pages that show photos and posts, so the render cache (not a hand-placed call in each
// feature) notices their changes:
// - an approved photo, or one that was approved, moves its business's page ('business:<id>') and the
//   listings ('listings': the cards on every list and landing show a business's cover);
// - any write to a post but counting a view moves 'posts' (the blog's list and its post pages). A post
//   whose scheduled time comes is not a write: the pages that list posts expire at that time instead;
// - a started SEO strategy moves 'seo' (/seo-enhancement lists them).
// Claims, owner changes, closures, approvals and reviews already reach 'listings' through the businesses
// row (migration 0015; a review's approval rewrites its business's rating).
// Frozen in time: imports nothing from the application.

const bumpBusiness = (id: string) =>
  `insert into change_counters(name, value) values ('business:' || ${id}, 1)
    on conflict(name) do update set value = value + 1;`;
const bumpCounter = (name: string) =>
  `insert into change_counters(name, value) values ('${name}', 1)
    on conflict(name) do update set value = value + 1;`;

const TRIGGERS: [name: string, definition: string][] = [
  [
    'business_photos_public_insert',
    `after insert on business_photos when new.status = 'approved' begin
      ${bumpBusiness('new.business_id')} ${bumpCounter('listings')} end`,
  ],
  [
    'business_photos_public_update',
    `after update on business_photos when old.status = 'approved' or new.status = 'approved' begin
      ${bumpBusiness('old.business_id')} ${bumpBusiness('new.business_id')} ${bumpCounter('listings')} end`,
  ],
  [
    'business_photos_public_delete',
    `after delete on business_photos when old.status = 'approved' begin
      ${bumpBusiness('old.business_id')} ${bumpCounter('listings')} end`,
  ],
  ['blog_posts_version_insert', `after insert on blog_posts begin ${bumpCounter('posts')} end`],
  [
    'blog_posts_version_update',
    `after update on blog_posts when old.views = new.views begin ${bumpCounter('posts')} end`,
  ],
  ['blog_posts_version_delete', `after delete on blog_posts begin ${bumpCounter('posts')} end`],
  ...['insert', 'update', 'delete'].map((op): [string, string] => [
    `seo_strategies_version_${op}`,
    `after ${op} on seo_strategy_implementations begin ${bumpCounter('seo')} end`,
  ]),
];

/** PostgreSQL: the same bumps as row triggers over plpgsql functions (bump_change_counter is 0015's). */
const POSTGRES_FUNCTIONS = [
  `create function business_photos_public_versions() returns trigger language plpgsql as $$ begin
    if tg_op in ('UPDATE', 'DELETE') and old.status = 'approved' then
      perform bump_change_counter('business:' || old.business_id);
    end if;
    if tg_op in ('INSERT', 'UPDATE') and new.status = 'approved' then
      perform bump_change_counter('business:' || new.business_id);
    end if;
    if (tg_op in ('UPDATE', 'DELETE') and old.status = 'approved')
      or (tg_op in ('INSERT', 'UPDATE') and new.status = 'approved') then
      perform bump_change_counter('listings');
    end if;
    return null; end $$`,
  `create function blog_posts_version() returns trigger language plpgsql as $$ begin
    if tg_op <> 'UPDATE' or old.views is not distinct from new.views then
      perform bump_change_counter('posts');
    end if;
    return null; end $$`,
  `create function seo_strategies_version() returns trigger language plpgsql as $$ begin
    perform bump_change_counter('seo'); return null; end $$`,
  `create trigger seo_strategies_version after insert or update or delete on seo_strategy_implementations
    for each row execute function seo_strategies_version()`,
  `create trigger business_photos_public_versions after insert or update or delete on business_photos
    for each row execute function business_photos_public_versions()`,
  `create trigger blog_posts_version after insert or update or delete on blog_posts
    for each row execute function blog_posts_version()`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('change_counters')
    .values([
      { name: 'posts', value: 0 },
      { name: 'seo', value: 0 },
    ])
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  if (isPostgres(db)) {
    for (const statement of POSTGRES_FUNCTIONS) await sql.raw(statement).execute(db);
    return;
  }
  for (const [name, definition] of TRIGGERS) {
    await sql.raw(`drop trigger if exists ${name}`).execute(db);
    await sql.raw(`create trigger ${name} ${definition}`).execute(db);
  }
}
