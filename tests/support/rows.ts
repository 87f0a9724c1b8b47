import type { Insertable, Selectable } from 'kysely';
import type { BlogPostData } from '~/features/blog/schema.ts';
import { DEFAULT_WORKING_HOURS } from '~/features/listings/options.ts';
import type { Db } from '~/lib/db/db.server.ts';
import type { BlogPostsTable, Database, NewBusiness } from '~/lib/db/schema.ts';
import { readingTimeLabel } from '~/lib/text.ts';

/** Number of rows in a table: what a write added (or did not) shows here. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The stored row of a business, every column. */
export function businessRow(db: Db, id: number) {
  return db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The newest row of the audit log, every column: what the last change recorded. */
export function lastAuditRow(db: Db) {
  return db.selectFrom('auditLog').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
}

/** Adds a row to `table` of a test database: its id. */
export async function insertRow<T extends keyof Database>(
  db: Db,
  table: T,
  values: Insertable<Database[T]>,
): Promise<number> {
  // Kysely cannot follow a table chosen by a type parameter; the values are checked against it above.
  const row = await db
    .insertInto(table as 'businesses')
    .values(values as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A published restaurant in Kâhta as the business page shows one in full: phone, WhatsApp, a map pin
 * and the week the add-business wizard proposes (open on weekdays and Saturday, closed on Sunday).
 */
export const LISTED_IN_KAHTA = {
  status: 'approved',
  category: 'Restoranlar',
  district: 'Kâhta',
  phone: '0416 725 10 10',
  whatsappNumber: '0532 111 22 33',
  latitude: 37.78,
  longitude: 38.62,
  workingHours: JSON.stringify(DEFAULT_WORKING_HOURS),
} as const;

/** Adds a business to a test database (a pending restaurant in Merkez unless `values` say otherwise): its id. */
export async function insertBusiness(db: Db, name: string, values: Partial<NewBusiness> = {}) {
  const row = await db
    .insertInto('businesses')
    .values({
      name,
      category: 'Restoranlar',
      address: 'Atatürk Bulvarı No:1, Merkez/Adıyaman',
      district: 'Merkez',
      status: 'pending',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The stored row of `table` whose `column` holds `value`, every column (the first one, when several do). */
export function storedRow<T extends keyof Database>(
  db: Db,
  table: T,
  column: keyof Database[T] & string,
  value: unknown,
) {
  const row = db
    .selectFrom(table as keyof Database)
    .selectAll()
    .where(column as never, '=', value as never)
    .executeTakeFirstOrThrow();
  return row as unknown as Promise<Selectable<Database[T]>>;
}

/**
 * Adds a blog post straight to a test database (published an hour ago, in Tourism, with a body long
 * enough to have a reading time, unless `values` say otherwise): its id.
 */
export async function insertBlogPost(db: Db, slug: string, values: Partial<Insertable<BlogPostsTable>> = {}) {
  const content = `<p>${'Adıyaman ve Nemrut Dağı üzerine uzun bir deneme metni. '.repeat(4)}</p>`;
  const row = await db
    .insertInto('blogPosts')
    .values({
      slug,
      title: `Deneme yazısı ${slug}`,
      content,
      readingTime: readingTimeLabel(content),
      excerpt: 'Adıyaman üzerine kısa bir özet metni.',
      category: 'Tourism',
      publishStatus: 'published',
      publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A post as the blog's form sends it (published in Tourism unless `values` say otherwise), for createPost. */
export function blogPostData(title: string, slug: string, values: Partial<BlogPostData> = {}): BlogPostData {
  return {
    title,
    slug,
    content: `<p>${'Adıyaman’ın yaylalarında geçen bir günün uzun anlatımı. '.repeat(3)}</p>`,
    contentFormat: 'html',
    excerpt: 'Adıyaman yaylalarında geçen bir günün notları.',
    category: 'Tourism',
    tags: [],
    metaTitle: null,
    metaDescription: null,
    targetKeywords: [],
    featuredImage: null,
    relatedBusinessIds: [],
    publishStatus: 'published',
    ...values,
  };
}
