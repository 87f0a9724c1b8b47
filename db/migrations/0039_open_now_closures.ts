import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.ts';

// Open now, sort and filters, moved or closed listings (issue 16):
// - businesses gain a closure ('moved' | 'closed_temporarily' | 'closed_permanently'), the address
//   before a move and its date, and a holiday mode ('open' | 'closed' | 'special') with holiday hours;
// - `closed_rank` (0 open or moved, 1 closed for now, 2 closed for good) ranks closed listings last, and
//   `name_order` sorts names in the Turkish alphabet (ç after c, ğ after g, ı before i, ö, ş, ü) with
//   plain byte order; both are computed columns with indexes for the sorted lists;
// - the listing index puts closed_rank at the top of its rank key, indexes the address before a move,
//   and holds the filter tokens of listing_facets() (open hour slots of the week, price, payments,
//   services, owner, holiday mode, the id) in `facets`;
// - an index on the special days of listings (owners' table, 0037) by date, and visitors'
//   reports that a listing is wrong or closed.
// On PostgreSQL the computed columns are stored, `name_order` is the name under the ICU Turkish
// collation (tr-TR: ç after c, ğ after g, ı before i, …) instead of the rewritten bytes, and the listing
// index (a token table written by the application, see 0025) marks every business to be indexed again.
// Frozen in time: imports nothing from the application.

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

const CLOSED_RANK = (r: string) =>
  `(case ${r}closure when 'closed_temporarily' then 1 when 'closed_permanently' then 2 else 0 end)`;

const TURKISH_ORDER: [string, string][] = [
  ['Ç', 'c{'],
  ['ç', 'c{'],
  ['Ğ', 'g{'],
  ['ğ', 'g{'],
  ['I', 'h{'],
  ['ı', 'h{'],
  ['İ', 'i'],
  ['Ö', 'o{'],
  ['ö', 'o{'],
  ['Ş', 's{'],
  ['ş', 's{'],
  ['Ü', 'u{'],
  ['ü', 'u{'],
  ['Â', 'a'],
  ['â', 'a'],
  ['Î', 'i'],
  ['î', 'i'],
  ['Û', 'u'],
  ['û', 'u'],
];
const NAME_ORDER = `lower(${TURKISH_ORDER.reduce((expr, [from, to]) => `replace(${expr}, '${from}', '${to}')`, 'name')})`;

const RANK_KEY = (r: string) => `(((((${CLOSED_RANK(`${r}.`)} * 3
  + (case ${r}.subscription_tier when 'premium' then 0 when 'standard' then 1 else 2 end)) * 2
  + (case when ${r}.is_featured then 0 else 1 end)) * 64
  + (50 - min(50, max(0, cast(round(${r}.rating * 10) as integer))))) * 131072
  + (131071 - min(131071, max(0, ${r}.review_count)))) * 1073741824 + ${r}.id)`;

const INDEX_ROW = `insert into business_search(rowid, name, category, subcategory, district, address, description, facets,
    name_terms, category_terms, other_terms)
  select ${RANK_KEY('b')}, fold_tr(b.name), fold_tr(b.category), fold_tr(coalesce(s.name, '')), fold_tr(coalesce(b.district, '')),
    replace(fold_tr(b.address || ' ' || coalesce(b.previous_address, '')), 'adiyaman', ' '), fold_tr(coalesce(b.description, '')),
    'listed' || coalesce(' k' || c.id, '') || coalesce(' s' || b.subcategory_id, '')
      || coalesce(' i' || nullif(replace(fold_tr(coalesce(b.district, '')), ' ', ''), ''), '')
      || (case when b.is_featured then ' featured' else '' end)
      || listing_facets(b.id, b.working_hours, b.payment_options, b.price_range, b.closure, b.holiday_mode,
        b.delivery_service, b.online_ordering, b.reservation_system, nullif(b.owner_verified, 0)),
    search_terms(b.name, 1), search_terms(b.category || ' ' || coalesce(s.name, ''), 1),
    search_terms(coalesce(b.district, '') || ' ' || replace(replace(b.address || ' ' || coalesce(b.previous_address, ''),
      'Adıyaman', ' '), 'ADIYAMAN', ' ') || ' ' || coalesce(b.description, ''), 0)
  from businesses b
  left join subcategories s on s.id = b.subcategory_id
  left join categories c on c.name = b.category`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('businesses').addColumn('closure', 'text').execute();
  for (const column of ['previous_address', 'moved_at', 'holiday_mode', 'holiday_hours']) {
    await db.schema.alterTable('businesses').addColumn(column, 'text').execute();
  }
  const postgres = isPostgres(db);
  await db.schema
    .alterTable('businesses')
    .addColumn('closed_rank', 'integer', (c) => {
      const generated = c.generatedAlwaysAs(sql.raw(CLOSED_RANK('')));
      return postgres ? generated.stored() : generated;
    })
    .execute();
  await db.schema
    .alterTable('businesses')
    .addColumn('name_order', postgres ? sql`text collate "tr-x-icu"` : 'text', (c) =>
      postgres ? c.generatedAlwaysAs(sql`name`).stored() : c.generatedAlwaysAs(sql.raw(NAME_ORDER)),
    )
    .execute();
  const sortIndexes: [string, string[]][] = [
    ['businesses_order_name', ['status', 'closed_rank', 'name_order', 'id']],
    ['businesses_order_rating', ['status', 'closed_rank', 'rating desc', 'review_count desc', 'id']],
    ['businesses_order_newest', ['status', 'closed_rank', 'created_at desc', 'id desc']],
  ];
  for (const [name, columns] of sortIndexes) {
    await db.schema.createIndex(name).on('businesses').columns(columns).execute();
  }

  await db.schema
    .createIndex('business_special_days_date_idx')
    .ifNotExists()
    .on('business_special_days')
    .columns(['date', 'business_id'])
    .execute();

  await db.schema
    .createTable('listing_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('listing_reports_created_idx').on('listing_reports').column('created_at').execute();

  if (postgres) {
    await sql`insert into business_search_dirty (business_id) select id from businesses on conflict do nothing`.execute(
      db,
    );
    await sql`update change_counters set value = value + 1 where name = 'businesses'`.execute(db);
    return;
  }
  for (const trigger of ['businesses_search_insert', 'businesses_search_update', 'businesses_search_delete']) {
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  }
  await sql`delete from business_search`.execute(db);
  await sql.raw(`${INDEX_ROW} where b.status = 'approved'`).execute(db);
  const bump = `update change_counters set value = value + 1 where name = 'businesses';`;
  await sql.raw(bump).execute(db);
  await sql
    .raw(`create trigger businesses_search_insert after insert on businesses begin
    ${INDEX_ROW} where b.id = new.id and b.status = 'approved'; ${bump} end`)
    .execute(db);
  await sql
    .raw(`create trigger businesses_search_update after update on businesses begin
    delete from business_search where rowid = ${RANK_KEY('old')};
    ${INDEX_ROW} where b.id = new.id and b.status = 'approved'; ${bump} end`)
    .execute(db);
  await sql
    .raw(`create trigger businesses_search_delete after delete on businesses begin
    delete from business_search where rowid = ${RANK_KEY('old')}; ${bump} end`)
    .execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
