import { type Kysely, sql } from 'kysely';

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

export async function up(db: Kysely<any>): Promise<void> {
  await sql`insert or ignore into change_counters(name, value) values ('listings', 0)`.execute(db);
  for (const [name, definition] of TRIGGERS) {
    await sql.raw(`drop trigger if exists ${name}`).execute(db);
    await sql.raw(`create trigger ${name} ${definition}`).execute(db);
  }
}
