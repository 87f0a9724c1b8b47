import { type Kysely, sql } from 'kysely';

// OpenStreetMap imports: a listing made from OSM carries its element's id (`node/123`, unique), and the
// values the last import wrote (JSON, field → value), so a re-import rewrites only the fields nobody has
// changed since. An OSM element that looks like a listing already here (close name, a short distance) is
// kept as a merge proposal for the operator instead of a new listing. Frozen in time: imports nothing
// from the application.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('businesses').addColumn('osm_id', 'text').execute();
  await db.schema.alterTable('businesses').addColumn('osm_fields', 'text').execute();
  // OSM's wheelchair tag: yes | limited | no (null: not known).
  await db.schema.alterTable('businesses').addColumn('wheelchair', 'text').execute();
  await db.schema.createIndex('businesses_osm_id_idx').unique().on('businesses').column('osm_id').execute();
  await db.schema
    .createTable('osm_merge_proposals')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('osm_id', 'text', (c) => c.notNull())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('distance_m', 'integer')
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addUniqueConstraint('osm_merge_proposals_pair', ['osm_id', 'business_id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
