import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.ts';

// The search table becomes the listing index of approved businesses (DESIGN §5, §8):
// - its rowid is a rank key (tier, featured, rating, review count, then id in the low 30 bits), so
//   `order by rowid limit n` streams results in listing order and stops early, whatever the number
//   of matches;
// - a `facets` column holds exact filter tokens (category id, subcategory id, district slug,
//   featured), so filters intersect posting lists instead of joining rows;
// - the province name is left out of the indexed address: every address has it, so it only
//   matched everything and told nothing.
// A change counter lets readers cache per-category counts until businesses change.

const RANK_KEY = (
  r: string,
) => `(((((case ${r}.subscription_tier when 'premium' then 0 when 'standard' then 1 else 2 end) * 2
  + (case when ${r}.is_featured then 0 else 1 end)) * 64
  + (50 - min(50, max(0, cast(round(${r}.rating * 10) as integer))))) * 131072
  + (131071 - min(131071, max(0, ${r}.review_count)))) * 1073741824 + ${r}.id)`;

const INDEX_ROW = `insert into business_search(rowid, name, category, subcategory, district, address, description, facets)
  select ${RANK_KEY('b')}, fold_tr(b.name), fold_tr(b.category), fold_tr(coalesce(s.name, '')), fold_tr(coalesce(b.district, '')),
    replace(fold_tr(b.address), 'adiyaman', ' '), fold_tr(coalesce(b.description, '')),
    'listed' || coalesce(' k' || c.id, '') || coalesce(' s' || b.subcategory_id, '')
      || coalesce(' i' || nullif(replace(fold_tr(coalesce(b.district, '')), ' ', ''), ''), '')
      || (case when b.is_featured then ' featured' else '' end)
  from businesses b
  left join subcategories s on s.id = b.subcategory_id
  left join categories c on c.name = b.category`;

/** PostgreSQL: the change counter only; its listing index comes with migration 0025. */
async function upPostgres(db: Kysely<any>): Promise<void> {
  await createChangeCounters(db);
  await sql`create function businesses_change_counter() returns trigger language plpgsql as $$
    begin update change_counters set value = value + 1 where name = 'businesses'; return null; end $$`.execute(db);
  await sql`create trigger businesses_change_counter after insert or update or delete on businesses
    for each row execute function businesses_change_counter()`.execute(db);
}

async function createChangeCounters(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('change_counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into change_counters(name, value) values ('businesses', 0)`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return upPostgres(db);
  for (const trigger of ['businesses_search_insert', 'businesses_search_update', 'businesses_search_delete']) {
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  }
  await sql`drop table if exists business_search`.execute(db);
  await sql`create virtual table business_search using fts5(
    name, category, subcategory, district, address, description, facets,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
  )`.execute(db);
  await sql.raw(`${INDEX_ROW} where b.status = 'approved'`).execute(db);

  await createChangeCounters(db);
  const bump = `update change_counters set value = value + 1 where name = 'businesses';`;

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
