import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.ts';

// The duty pharmacies (nöbetçi eczane) the chamber of pharmacists lists each week, each upload's report,
// and the operator's settings of the Nemrut trip page. Their pages render on demand behind the render cache,
// so every write bumps a change counter: 'pharmacies' for the duty rows, 'tourism' for the settings.
// Frozen in time: imports nothing from the application.

const bumpCounter = (name: string) =>
  `insert into change_counters(name, value) values ('${name}', 1)
    on conflict(name) do update set value = value + 1;`;

const COUNTED: [table: string, counter: string][] = [
  ['pharmacy_duties', 'pharmacies'],
  ['tourism_settings', 'tourism'],
];

const timestamp = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pharmacy_duties')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // The local date ('YYYY-MM-DD') whose evening the duty starts; it ends the next morning.
    .addColumn('duty_date', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // The name folded (Turkish lower case, no marks, no 'eczanesi'): what a second upload is matched on.
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('business_id', 'integer', (c) => c.references('businesses.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .addUniqueConstraint('pharmacy_duties_day_unique', ['duty_date', 'district', 'name_key'])
    .execute();
  await db.schema
    .createIndex('pharmacy_duties_district_idx')
    .on('pharmacy_duties')
    .columns(['district', 'duty_date'])
    .execute();

  await db.schema
    .createTable('pharmacy_roster_uploads')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('stored', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unchanged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_listings', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON list of { line, text, reason } for each refused row.
    .addColumn('rejected', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();

  await db.schema
    .createTable('tourism_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    // JSON value.
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();

  await db
    .insertInto('change_counters')
    .values(COUNTED.map(([, counter]) => ({ name: counter, value: 0 })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();

  if (isPostgres(db)) {
    for (const [table, counter] of COUNTED) {
      await sql
        .raw(
          `create function ${table}_version() returns trigger language plpgsql as $$ begin
            perform bump_change_counter('${counter}'); return null; end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_version after insert or update or delete on ${table}
            for each row execute function ${table}_version()`,
        )
        .execute(db);
    }
    return;
  }
  for (const [table, counter] of COUNTED) {
    for (const op of ['insert', 'update', 'delete']) {
      await sql.raw(`drop trigger if exists ${table}_version_${op}`).execute(db);
      await sql
        .raw(`create trigger ${table}_version_${op} after ${op} on ${table} begin ${bumpCounter(counter)} end`)
        .execute(db);
    }
  }
}
