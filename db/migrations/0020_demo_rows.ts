import { type Kysely, sql } from 'kysely';

// Sample data is marked as such: businesses, blog posts and reviews get an is_demo flag, so the site can say
// it shows sample data while any of it is public and `npm run demo:remove` can delete exactly those rows.
// Existing databases: the seed's businesses (source 'seed', and the pending ones it wrote with its one shared
// phone number) and its posts (written without an author; posts written on the site have one) become demo.
// Their phone numbers looked like real Adıyaman numbers of strangers: they move to the unassigned 000 exchange.
// Ratings and review counts follow the approved reviews that exist, nothing else.
// Frozen in time: imports nothing from the application.

const SEED_PENDING_PHONE = '+90 416 216 00 00';

/** A number of the unassigned 000 exchange, distinct per row: '+90 416 000 12 34'. */
function demoNumber(area: string, id: number): string {
  const tail = String(id % 10_000).padStart(4, '0');
  return `+90 ${area} 000 ${tail.slice(0, 2)} ${tail.slice(2)}`;
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['businesses', 'blog_posts', 'reviews']) {
    await db.schema
      .alterTable(table)
      .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db
    .updateTable('businesses')
    .set({ is_demo: 1 })
    .where((eb) =>
      eb.or([eb('source', '=', 'seed'), eb.and([eb('source', '=', 'register'), eb('phone', '=', SEED_PENDING_PHONE)])]),
    )
    .execute();
  await db.updateTable('blog_posts').set({ is_demo: 1 }).where('author_id', 'is', null).execute();

  const demo = await db
    .selectFrom('businesses')
    // One-word aliases: the application's Kysely renames result columns to camelCase.
    .select(['id', 'phone', sql<string | null>`whatsapp_number`.as('whatsapp')])
    .where('is_demo', '=', 1)
    .execute();
  for (const row of demo) {
    await db
      .updateTable('businesses')
      .set({
        phone: row.phone ? demoNumber('416', row.id) : null,
        whatsapp_number: row.whatsapp ? demoNumber('532', row.id) : null,
      })
      .where('id', '=', row.id)
      .execute();
  }

  await db
    .updateTable('businesses')
    .set({
      rating: sql`coalesce((select round(avg(r.rating), 1) from reviews r where r.business_id = businesses.id and r.status = 'approved'), 0)`,
      review_count: sql`(select count(*) from reviews r where r.business_id = businesses.id and r.status = 'approved')`,
    })
    .execute();
  await db.schema
    .createIndex('businesses_demo_idx')
    .on('businesses')
    .column('is_demo')
    .where(sql.ref('is_demo'), '=', 1)
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
