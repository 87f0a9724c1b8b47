import { NAV_CATEGORY_LIMIT } from '../shared/constants.ts';
import { listCategoriesWithCounts, listSubcategories, type CategoryDto, type SubcategoryDto } from './categories.ts';
import type { Db } from './db.ts';

export interface NavData {
  categories: (CategoryDto & { subcategories: SubcategoryDto[] })[];
  businessCount: number;
  categoryCount: number;
}

const CACHE_MS = 5000;
let cached: { at: number; db: Db; data: NavData } | undefined;

/** What the navigation bar shows: the first 15 categories with counts and subcategories, and totals. */
export async function loadNavData(db: Db, now = Date.now()): Promise<NavData> {
  // The bar is on every page: a few seconds of reuse keeps on-demand pages cheap.
  if (cached && cached.db === db && now - cached.at < CACHE_MS) return cached.data;
  const [categories, subcategories] = await Promise.all([listCategoriesWithCounts(db), listSubcategories(db)]);
  const data: NavData = {
    categories: categories.slice(0, NAV_CATEGORY_LIMIT).map((c) => ({
      ...c,
      subcategories: subcategories.filter((s) => s.categoryId === c.id),
    })),
    businessCount: categories.reduce((sum, c) => sum + c.businessCount, 0),
    categoryCount: categories.length,
  };
  cached = { at: now, db, data };
  return data;
}

/** Active-link rule of the bar: '/' only on exact match, other links by prefix. */
export function isActiveLink(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
