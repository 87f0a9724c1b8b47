import {
  type CategoryDto,
  listCategoriesWithCounts,
  listSubcategories,
  type SubcategoryDto,
} from '~/features/directory/categories.server.ts';
import { NAV_CATEGORY_LIMIT } from '~/lib/constants.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { stripLang } from '~/lib/i18n/langs.ts';

export interface NavData {
  categories: (CategoryDto & { subcategories: SubcategoryDto[] })[];
  businessCount: number;
  categoryCount: number;
}

/** What the navigation bar shows: the first 15 categories with counts and subcategories, and totals. */
export async function loadNavData(db: Db): Promise<NavData> {
  const [categories, subcategories] = await Promise.all([listCategoriesWithCounts(db), listSubcategories(db)]);
  return {
    categories: categories.slice(0, NAV_CATEGORY_LIMIT).map((c) => ({
      ...c,
      subcategories: subcategories.filter((s) => s.categoryId === c.id),
    })),
    businessCount: categories.reduce((sum, c) => sum + c.businessCount, 0),
    categoryCount: categories.length,
  };
}

/** Active-link rule of the bar: '/' only on exact match, other links by prefix. */
export function isActiveLink(localizedHref: string, localizedPathname: string): boolean {
  // Compared as Turkish paths, so /en is not the active link of every /en/… page.
  const href = stripLang(localizedHref);
  const pathname = stripLang(localizedPathname);
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
