// Category and subcategory names in the visitor's language. The Turkish name stays the key everywhere
// (addresses, filters, search); English and Kurmanji are only how a page shows it.
import { CATEGORIES } from '~/features/listings/categories.ts';
import subcategoryNames from '~/features/listings/subcategory-names.json' with { type: 'json' };
import type { Lang } from '~/lib/i18n/langs.ts';

/** English and Kurmanji names of the subcategories, by slug. */
const SUBCATEGORY_NAMES: Readonly<Record<string, { en: string; ku: string }>> = subcategoryNames;

const BY_NAME = new Map(CATEGORIES.map((c) => [c.name, c]));

/** A category's name in a language (its Turkish name when it has none there). */
export function categoryNameIn(name: string, lang: Lang): string {
  const category = BY_NAME.get(name);
  if (!category || lang === 'tr') return name;
  return lang === 'en' ? category.nameEn : category.nameKu;
}

/**
 * The categories' names in a language, by their Turkish names, for a page's script that shows the
 * categories of listings it reads (the favourites, the offline search); none on a Turkish page.
 */
export function categoryNamesIn(lang: Lang): Record<string, string> | undefined {
  return lang === 'tr' ? undefined : Object.fromEntries(CATEGORIES.map((c) => [c.name, categoryNameIn(c.name, lang)]));
}

/** A subcategory's name in a language, by its slug (its Turkish name when it has none there). */
export function subcategoryNameIn(slug: string, name: string, lang: Lang): string {
  if (lang === 'tr') return name;
  return SUBCATEGORY_NAMES[slug]?.[lang] ?? name;
}

/** The subcategory slugs that have names in every language (for the test that none is left out). */
export const TRANSLATED_SUBCATEGORIES: readonly string[] = Object.keys(SUBCATEGORY_NAMES);
