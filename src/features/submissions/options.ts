// Option lists of the forms (SPEC §3), written once for islands and endpoints.
import { formatLira } from '~/lib/text.ts';

export const PRICE_RANGES = ['Ekonomik (₺)', 'Orta (₺₺)', 'Üst Orta (₺₺₺)', 'Lüks (₺₺₺₺)'] as const;

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

export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const WEEK_DAY_LABELS: Record<WeekDay, string> = {
  monday: 'Pazartesi',
  tuesday: 'Salı',
  wednesday: 'Çarşamba',
  thursday: 'Perşembe',
  friday: 'Cuma',
  saturday: 'Cumartesi',
  sunday: 'Pazar',
};

/** Partnership categories: the values the spec sends, labels in Turkish. */
export const PARTNERSHIP_CATEGORIES = [
  { value: 'otel', label: 'Otel ve Konaklama' },
  { value: 'restoran', label: 'Restoran ve Kafe' },
  { value: 'magaza', label: 'Mağaza ve Alışveriş' },
  { value: 'hizmet', label: 'Hizmet Sektörü' },
  { value: 'turizm', label: 'Turizm ve Rekreasyon' },
  { value: 'saglik', label: 'Sağlık ve Güzellik' },
  { value: 'egitim', label: 'Eğitim ve Kurslar' },
  { value: 'diger', label: 'Diğer' },
] as const;

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
