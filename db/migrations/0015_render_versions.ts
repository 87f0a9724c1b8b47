import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.ts';

// Versions of what public pages show, for the render cache: 'listings' moves when an approved
// business changes (listings, home, search), 'business:<id>' when that business's page changes
// (its row while approved, or one of its approved reviews). Writes nobody sees (a pending
// submission, a pending review, rejecting a pending business) move nothing. A business page
// counter row exists only once that business changed.
// Frozen in time: imports nothing from the application.

const bumpBusiness = (id: string) =>
  `insert into change_counters(name, value) values ('business:' || ${id}, 1)
    on conflict(name) do update set value = value + 1;`;
const bumpListings = `update change_counters set value = value + 1 where name = 'listings';`;

const TRIGGERS: [name: string, definition: string][] = [
  ['businesses_public_insert', `after insert on businesses when new.status = 'approved' begin ${bumpListings} end`],
  [
    'businesses_public_update',
    `after update on businesses when old.status = 'approved' or new.status = 'approved' begin
      ${bumpBusiness('new.id')} ${bumpListings} end`,
  ],
  [
    'businesses_public_delete',
    `after delete on businesses when old.status = 'approved' begin ${bumpBusiness('old.id')} ${bumpListings} end`,
  ],
  [
    'reviews_public_insert',
    `after insert on reviews when new.status = 'approved' begin ${bumpBusiness('new.business_id')} end`,
  ],
  [
    'reviews_public_update',
    `after update on reviews when old.status = 'approved' or new.status = 'approved' begin
      ${bumpBusiness('old.business_id')} ${bumpBusiness('new.business_id')} end`,
  ],
  [
    'reviews_public_delete',
    `after delete on reviews when old.status = 'approved' begin ${bumpBusiness('old.business_id')} end`,
  ],
];

/** PostgreSQL: the same bumps as row triggers over plpgsql functions. */
const POSTGRES_FUNCTIONS = [
  `create function bump_change_counter(counter text) returns void language sql as $$
    insert into change_counters(name, value) values (counter, 1)
    on conflict (name) do update set value = change_counters.value + 1 $$`,
  `create function businesses_public_versions() returns trigger language plpgsql as $$ begin
    if tg_op = 'INSERT' then
      if new.status = 'approved' then perform bump_change_counter('listings'); end if;
    elsif tg_op = 'UPDATE' then
      if old.status = 'approved' or new.status = 'approved' then
        perform bump_change_counter('business:' || new.id); perform bump_change_counter('listings');
      end if;
    elsif old.status = 'approved' then
      perform bump_change_counter('business:' || old.id); perform bump_change_counter('listings');
    end if;
    return null; end $$`,
  `create function reviews_public_versions() returns trigger language plpgsql as $$ begin
    if tg_op = 'INSERT' then
      if new.status = 'approved' then perform bump_change_counter('business:' || new.business_id); end if;
    elsif tg_op = 'UPDATE' then
      if old.status = 'approved' or new.status = 'approved' then
        perform bump_change_counter('business:' || old.business_id);
        perform bump_change_counter('business:' || new.business_id);
      end if;
    elsif old.status = 'approved' then
      perform bump_change_counter('business:' || old.business_id);
    end if;
    return null; end $$`,
  `create trigger businesses_public_versions after insert or update or delete on businesses
    for each row execute function businesses_public_versions()`,
  `create trigger reviews_public_versions after insert or update or delete on reviews
    for each row execute function reviews_public_versions()`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('change_counters')
    .values({ name: 'listings', value: 0 })
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
