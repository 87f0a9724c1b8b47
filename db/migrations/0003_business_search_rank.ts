import type { Kysely } from 'kysely';

// Search joins every FTS match to its business to rank it: the first index holds exactly the
// columns ranking and filters read, so those lookups never touch the wide business rows. The
// other two make the live per-category and per-subcategory counts index-only.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('businesses_rank_cover_idx')
    .on('businesses')
    .columns([
      'id',
      'status',
      'subscription_tier',
      'is_featured',
      'rating',
      'review_count',
      'category',
      'district',
      'subcategory_id',
    ])
    .execute();
  await db.schema
    .createIndex('businesses_category_status_idx')
    .on('businesses')
    .columns(['category', 'status'])
    .execute();
  await db.schema
    .createIndex('businesses_subcategory_status_idx')
    .on('businesses')
    .columns(['subcategory_id', 'status'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
