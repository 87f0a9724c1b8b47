// The owner's numbers of a listing: what is counted, their Turkish names, the periods compared (zod-free).

import { valuesOf } from '~/lib/choices.ts';
import { ownerListingSectionPath } from '~/lib/paths.ts';
import { formatPercent } from '~/lib/percent.ts';

/** Taps that leave the page through the server (counted, then sent on). */
export const TAP_KINDS = ['phone', 'whatsapp', 'directions', 'website'] as const;
export type TapKind = (typeof TAP_KINDS)[number];

/** What is counted, in the order the dashboard shows it, with its Turkish name. */
export const STAT_LABEL = {
  view: 'Sayfa görüntüleme',
  phone: 'Telefon dokunuşu',
  whatsapp: 'WhatsApp dokunuşu',
  directions: 'Yol tarifi dokunuşu',
  website: 'Web sitesi dokunuşu',
  message: 'Mesaj',
  posterReview: 'Afişten gelen yorumlar',
} as const;
export type StatKind = keyof typeof STAT_LABEL;
export const STAT_KINDS = valuesOf(STAT_LABEL);

/** Days in each compared period (the last 30 against the 30 before). */
export const STAT_PERIOD_DAYS = 30;
/** Months the daily counts are kept. */
export const STAT_RETENTION_MONTHS = 13;

/** One kind's figures for the dashboard: the daily counts of the last period, oldest first, and both totals. */
export interface StatSeries {
  kind: StatKind;
  days: { day: string; count: number }[];
  total: number;
  previous: number;
}

/** The address a tap goes through (counted on the server, then redirected to the target). */
export const tapPath = (businessId: number, kind: TapKind) => `/api/businesses/${businessId}/git/${kind}`;

/** The change between two periods in Turkish: '+%25', '-%10', 'değişmedi', or 'yeni' from zero. */
export function changeLabel(total: number, previous: number): string {
  if (total === previous) return 'değişmedi';
  if (previous === 0) return 'yeni';
  const percent = Math.round(((total - previous) / previous) * 100);
  return percent >= 0 ? `+${formatPercent(percent)}` : formatPercent(percent);
}

/** The owner's numbers of a listing. */
export const statsPage = (businessId: number) => ownerListingSectionPath(businessId, 'stats');
