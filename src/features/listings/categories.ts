import categories from '~/features/listings/categories.json' with { type: 'json' };
import { foldTr } from '~/lib/text.ts';
import type { IconName } from '~/lib/ui/icon-names.ts';

export interface CategoryDefinition {
  name: string;
  nameEn: string;
  nameKu: string;
  slug: string;
  icon: IconName;
  subcategories: { name: string; slug: string }[];
}

/**
 * The canonical categories: the 17 of the add-business form (SPEC §3), with subcategories. Each icon is
 * one of ICON_NAMES (categories-data.test.ts checks it: JSON cannot carry the IconName type).
 */
const CATEGORY_DATA: (Omit<CategoryDefinition, 'icon'> & { icon: string })[] = categories;
export const CATEGORIES = CATEGORY_DATA as CategoryDefinition[];

/** The 17 category names of the add-business form, in the spec's order. */
export const ADD_BUSINESS_CATEGORIES = CATEGORIES.map((c) => c.name);

/** The 15 registration-form categories (SPEC §3) and the canonical category each maps onto. */
export const REGISTRATION_CATEGORIES = [
  { label: 'Restaurant & Cafe', tr: 'Restoran ve Kafe', category: 'Restoranlar' },
  { label: 'Hotel & Accommodation', tr: 'Otel ve Konaklama', category: 'Oteller' },
  { label: 'Shopping & Store', tr: 'Alışveriş ve Mağaza', category: 'Alışveriş' },
  { label: 'Health & Beauty', tr: 'Sağlık ve Güzellik', category: 'Sağlık' },
  { label: 'Automotive', tr: 'Otomotiv', category: 'Otomotiv' },
  { label: 'Education & Courses', tr: 'Eğitim ve Kurslar', category: 'Eğitim' },
  { label: 'Sports & Recreation', tr: 'Spor ve Eğlence', category: 'Spor & Eğlence' },
  { label: 'Technology & Electronics', tr: 'Teknoloji ve Elektronik', category: 'Teknoloji' },
  { label: 'Construction & Real Estate', tr: 'İnşaat ve Emlak', category: 'Emlak' },
  { label: 'Law & Consulting', tr: 'Hukuk ve Danışmanlık', category: 'Hizmetler' },
  { label: 'Finance & Banking', tr: 'Finans ve Bankacılık', category: 'Finans' },
  { label: 'Tourism & Travel', tr: 'Turizm ve Seyahat', category: 'Turizm' },
  { label: 'Transport & Logistics', tr: 'Ulaşım ve Lojistik', category: 'Hizmetler' },
  { label: 'Home & Garden', tr: 'Ev ve Bahçe', category: 'Alışveriş' },
  { label: 'Art & Culture', tr: 'Sanat ve Kültür', category: 'Tarihi Yerler' },
] as const;

/** Quick category buttons of /businesses (SPEC §2); null is 'Tümü'. */
export const QUICK_CATEGORIES = ['Restoranlar', 'Oteller', 'Kuaför & Berber', 'Sağlık', 'Alışveriş'] as const;

/**
 * Maps a category as any form sends it (canonical Turkish name, registration label, slug,
 * any case or diacritics) onto the canonical category name, or null.
 */
export function canonicalCategory(value: string): string | null {
  const folded = foldTr(value.trim());
  const direct = CATEGORIES.find((c) => foldTr(c.name) === folded || c.slug === folded || foldTr(c.nameEn) === folded);
  if (direct) return direct.name;
  const registration = REGISTRATION_CATEGORIES.find((r) => foldTr(r.label) === folded);
  return registration ? registration.category : null;
}
