// Option lists of the forms (SPEC §3), written once for islands and endpoints.
import { optionsOf, valuesOf } from '~/lib/choices.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { formatLira } from '~/lib/text.ts';

export const PRICE_RANGES = ['Ekonomik (₺)', 'Orta (₺₺)', 'Üst Orta (₺₺₺)', 'Lüks (₺₺₺₺)'] as const;

/** Payment options a listing states (businesses.payment_options, a JSON list) and visitors filter on. */
export const PAYMENT_OPTIONS = ['Nakit', 'Kredi Kartı', 'Havale/EFT'] as const;

/** Languages a listing's staff speak (businesses.languages, a JSON list; 'Türkçe' by default). */
export const LISTING_LANGUAGES = ['Türkçe', 'Kürtçe', 'Zazaca', 'Arapça', 'İngilizce', 'Almanca'] as const;

export const MARKETING_BUDGETS = ['500-1000', '1000-2500', '2500-5000', '5000-10000', '10000+'] as const;

/** A budget band as visitors read it, the lira sign first as everywhere: '1000-2500' → '₺1.000 – ₺2.500'. */
export function budgetLabel(band: string): string {
  const [low = '', high] = band.replace('+', '').split('-');
  if (band.endsWith('+')) return `${formatLira(Number(low))} ve üzeri`;
  return high === undefined ? band : `${formatLira(Number(low))} – ${formatLira(Number(high))}`;
}

/** Default working hours of the add-business wizard. */
export const DEFAULT_WORKING_HOURS: Record<WeekDay, string> = {
  monday: '09:00-18:00',
  tuesday: '09:00-18:00',
  wednesday: '09:00-18:00',
  thursday: '09:00-18:00',
  friday: '09:00-18:00',
  saturday: '10:00-16:00',
  sunday: 'Kapalı',
};

export const WEEK_DAY_LABELS = {
  monday: 'Pazartesi',
  tuesday: 'Salı',
  wednesday: 'Çarşamba',
  thursday: 'Perşembe',
  friday: 'Cuma',
  saturday: 'Cumartesi',
  sunday: 'Pazar',
} as const;
export type WeekDay = keyof typeof WEEK_DAY_LABELS;
export const WEEK_DAYS = valuesOf(WEEK_DAY_LABELS);

/** The days of the week in every language of the site: the one place their names are written. */
export const WEEK_DAY_NAMES: Record<Lang, Record<WeekDay, string>> = {
  tr: WEEK_DAY_LABELS,
  en: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  ku: {
    monday: 'Duşem',
    tuesday: 'Sêşem',
    wednesday: 'Çarşem',
    thursday: 'Pêncşem',
    friday: 'În',
    saturday: 'Şemî',
    sunday: 'Yekşem',
  },
};

/** Partnership categories: the values the spec sends, labels in Turkish. */
const PARTNERSHIP_CATEGORY_LABELS = {
  otel: 'Otel ve Konaklama',
  restoran: 'Restoran ve Kafe',
  magaza: 'Mağaza ve Alışveriş',
  hizmet: 'Hizmet Sektörü',
  turizm: 'Turizm ve Rekreasyon',
  saglik: 'Sağlık ve Güzellik',
  egitim: 'Eğitim ve Kurslar',
  diger: 'Diğer',
} as const;
export const PARTNERSHIP_CATEGORIES = optionsOf(PARTNERSHIP_CATEGORY_LABELS);

export const PARTNERSHIP_TYPES = [
  'premium_listing',
  'tourism_partner',
  'affiliate_marketing',
  'local_sponsor',
] as const;
export const EMPLOYEE_COUNTS = ['1-5', '6-15', '16-50', '50+'] as const;
export const MONTHLY_REVENUES = ['0-10k', '10k-50k', '50k-100k', '100k+'] as const;

export const PUBLISH_STATUSES = ['published', 'draft'] as const;
export const DEFAULT_REJECTION_REASON = 'İşletme bilgileri eksik veya hatalı.';
