// The business page's own words (the row of actions, its blocks' headings), written once, and its links.
import { CATEGORIES } from '~/features/listings/categories.ts';
import { DISTRICTS } from '~/features/listings/districts.ts';
import { categoryPath, districtPath } from '~/lib/paths.ts';

export const ACTIONS_MSG = {
  label: 'Hızlı işlemler',
  call: 'Ara',
  directions: 'Yol tarifi',
  whatsapp: 'WhatsApp',
  save: 'Kaydet',
  share: 'Paylaş',
} as const;

export const BUSINESS_PAGE_MSG = {
  whereAndWhen: 'Adres ve çalışma saatleri',
  address: 'Adres',
  hours: 'Çalışma Saatleri',
  today: 'Bugün',
  /** The owner's own answers of the add-business wizard, shown last. */
  ownerNotes: 'İşletme sahibinden',
  goals: 'Hedefleri',
  audience: 'Hedef kitlesi',
  similar: 'Benzer işletmeler',
  similarText: 'Bu işletme hizmet vermiyor; yakında aynı türden açık işletmeler:',
  share: 'Bu İşletmeyi Paylaşın',
} as const;

/** 'Kapalı · açılış yarın 09:00': when a listing closed right now opens next, if its week says. */
export const closedUntil = (label: string, next: string | null) => (next ? `${label} · açılış ${next}` : label);

/** A landing page a business page links to. */
interface LandingLink {
  name: string;
  path: string;
}

/**
 * The landing pages of a listing's district and category (its breadcrumb and chips), for a district
 * and a category of the canonical lists only: those are the pages that exist.
 */
export function landingLinksOf(business: { district: string | null; category: string }): {
  district: LandingLink | null;
  category: LandingLink | null;
  categoryInDistrict: LandingLink | null;
} {
  const district = DISTRICTS.find((d) => d.name === business.district) ?? null;
  const category = CATEGORIES.find((c) => c.name === business.category) ?? null;
  return {
    district: district && { name: district.name, path: districtPath(district.slug) },
    category: category && { name: category.name, path: categoryPath(category.slug) },
    categoryInDistrict: district &&
      category && { name: category.name, path: districtPath(district.slug, category.slug) },
  };
}
