import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.ts';

// The listing index gains the terms of the forgiving search (DESIGN §5). Three columns hold what
// search_terms() — the Turkish stemming and compounding of the application, registered on every
// connection like fold_tr() — makes of the business text: stems and joined word pairs of the name,
// of the category and subcategory, and stems of the rest. A vocabulary table over the index lists
// its terms for typo candidates and suggestions. Rank key, facets and triggers stay as in 0005.

const RANK_KEY = (
  r: string,
) => `(((((case ${r}.subscription_tier when 'premium' then 0 when 'standard' then 1 else 2 end) * 2
  + (case when ${r}.is_featured then 0 else 1 end)) * 64
  + (50 - min(50, max(0, cast(round(${r}.rating * 10) as integer))))) * 131072
  + (131071 - min(131071, max(0, ${r}.review_count)))) * 1073741824 + ${r}.id)`;

const INDEX_ROW = `insert into business_search(rowid, name, category, subcategory, district, address, description, facets,
    name_terms, category_terms, other_terms)
  select ${RANK_KEY('b')}, fold_tr(b.name), fold_tr(b.category), fold_tr(coalesce(s.name, '')), fold_tr(coalesce(b.district, '')),
    replace(fold_tr(b.address), 'adiyaman', ' '), fold_tr(coalesce(b.description, '')),
    'listed' || coalesce(' k' || c.id, '') || coalesce(' s' || b.subcategory_id, '')
      || coalesce(' i' || nullif(replace(fold_tr(coalesce(b.district, '')), ' ', ''), ''), '')
      || (case when b.is_featured then ' featured' else '' end),
    search_terms(b.name, 1), search_terms(b.category || ' ' || coalesce(s.name, ''), 1),
    search_terms(coalesce(b.district, '') || ' ' || replace(replace(b.address, 'Adıyaman', ' '), 'ADIYAMAN', ' ')
      || ' ' || coalesce(b.description, ''), 0)
  from businesses b
  left join subcategories s on s.id = b.subcategory_id
  left join categories c on c.name = b.category`;

/**
 * PostgreSQL: the listing index is a table of the same tokens, one row per (column, term, business),
 * written by the application (src/features/directory/search-index.server.ts) from the same folding
 * and stemming; a trigger only marks a changed business, and the next search indexes it again.
 * Terms use the "C" collation so prefixes are range scans of the primary key.
 */
async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`create table business_search_docs (id integer primary key, rank_key bigint not null)`.execute(db);
  await sql`create index business_search_docs_rank_idx on business_search_docs (rank_key)`.execute(db);
  await sql`create table business_search_terms (
    col text not null,
    term text collate "C" not null,
    business_id integer not null references business_search_docs (id) on delete cascade,
    primary key (col, term, business_id)
  )`.execute(db);
  await sql`create index business_search_terms_business_idx on business_search_terms (business_id)`.execute(db);
  await sql`create table business_search_dirty (business_id integer primary key)`.execute(db);
  await sql`create function business_search_mark() returns trigger language plpgsql as $$ begin
    insert into business_search_dirty (business_id)
      values (case when tg_op = 'DELETE' then old.id else new.id end) on conflict do nothing;
    return null; end $$`.execute(db);
  await sql`create trigger business_search_mark after insert or update or delete on businesses
    for each row execute function business_search_mark()`.execute(db);
  await sql`insert into business_search_dirty (business_id) select id from businesses`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return upPostgres(db);
  for (const trigger of ['businesses_search_insert', 'businesses_search_update', 'businesses_search_delete']) {
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  }
  await sql`drop table if exists business_search`.execute(db);
  await sql`create virtual table business_search using fts5(
    name, category, subcategory, district, address, description, facets, name_terms, category_terms, other_terms,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
  )`.execute(db);
  await sql`create virtual table business_search_vocab using fts5vocab(business_search, col)`.execute(db);
  await sql.raw(`${INDEX_ROW} where b.status = 'approved'`).execute(db);
  const bump = `update change_counters set value = value + 1 where name = 'businesses';`;
  await sql.raw(`${bump}`).execute(db);

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
