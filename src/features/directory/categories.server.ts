import { sql } from 'kysely';
import { cachedUntilBusinessesChange } from '~/lib/db/change-counter.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { asIconName, type IconName } from '~/lib/ui/icon-names.ts';

export interface CategoryDto {
  id: number;
  name: string;
  nameEn: string | null;
  nameKu: string | null;
  slug: string;
  icon: IconName | null;
  businessCount: number;
}

export interface SubcategoryDto {
  id: number;
  categoryId: number;
  name: string;
  slug: string;
  description: string | null;
  businessCount: number;
}

/** Categories in display order with the live count of their approved businesses. */
export const listCategoriesWithCounts = cachedUntilBusinessesChange(async (db: Db): Promise<CategoryDto[]> => {
  const rows = await db
    .selectFrom('categories as c')
    .leftJoin('businesses as b', (join) => join.onRef('b.category', '=', 'c.name').on('b.status', '=', 'approved'))
    .select([
      'c.id',
      'c.name',
      'c.nameEn',
      'c.nameKu',
      'c.slug',
      'c.icon',
      sql<number>`count(b.id)`.as('businessCount'),
    ])
    .groupBy('c.id')
    .orderBy('c.sortOrder')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ ...r, icon: asIconName(r.icon), businessCount: Number(r.businessCount) }));
});

/** Active subcategories with the live count of their approved businesses. */
export const listSubcategories = cachedUntilBusinessesChange(async (db: Db): Promise<SubcategoryDto[]> => {
  const rows = await db
    .selectFrom('subcategories as s')
    .leftJoin('businesses as b', (join) => join.onRef('b.subcategoryId', '=', 's.id').on('b.status', '=', 'approved'))
    .select(['s.id', 's.categoryId', 's.name', 's.slug', 's.description', sql<number>`count(b.id)`.as('businessCount')])
    .where('s.isActive', '=', 1)
    .groupBy('s.id')
    .orderBy('s.categoryId')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({ ...r, businessCount: Number(r.businessCount) }));
});

/** Number of approved businesses (the public count everywhere). */
export const countApprovedBusinesses = cachedUntilBusinessesChange(async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('businesses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(row.n);
});
