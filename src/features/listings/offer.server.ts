import { canonicalCategory } from '~/features/listings/categories.ts';
import type { Db } from '~/lib/db/db.server.ts';

/** Every active subcategory as the edit forms offer it: 'Kategori › Alt kategori'. */
export async function subcategoryChoices(db: Db): Promise<{ value: string; label: string }[]> {
  const rows = await db
    .selectFrom('subcategories as s')
    .innerJoin('categories as c', 'c.id', 's.categoryId')
    .select(['s.id', 's.name', 'c.name as category'])
    .where('s.isActive', '=', 1)
    .orderBy('c.sortOrder')
    .orderBy('c.name')
    .orderBy('s.name')
    .execute();
  return rows.map((r) => ({ value: String(r.id), label: `${r.category} › ${r.name}` }));
}

/** Whether a subcategory exists and belongs to the listing's category (by its canonical name). */
export async function subcategoryFits(db: Db, subcategoryId: number, category: string): Promise<boolean> {
  const row = await db
    .selectFrom('subcategories as s')
    .innerJoin('categories as c', 'c.id', 's.categoryId')
    .select('c.name')
    .where('s.id', '=', subcategoryId)
    .executeTakeFirst();
  return Boolean(row && (canonicalCategory(row.name) ?? row.name) === (canonicalCategory(category) ?? category));
}
