// Numbers, money, dates and plural forms in the page's language, all through Intl (ICU knows
// Turkish, English and Kurmanji), so no language writes its own separators or month names.

import { INTL_LOCALE, type Lang } from '~/lib/i18n/langs.ts';
import { TIME_ZONE } from '~/lib/text.ts';

export function formatNumberIn(lang: Lang, value: number): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang]).format(value);
}

/** Turkish lira, with kuruş only when there are any. */
export function formatLiraIn(lang: Lang, value: number): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang], {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** A day, in the site's time zone (`26 Kasım 2026`, `26 November 2026`). */
export function formatDateIn(lang: Lang, date: Date | string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'long', timeZone: TIME_ZONE }).format(
    typeof date === 'string' ? new Date(date) : date,
  );
}

/** The form of a count's word for its plural category (`one`, `other`; Intl knows each language's). */
export function pluralIn(lang: Lang, count: number, forms: { one: string; other: string }): string {
  const category = new Intl.PluralRules(INTL_LOCALE[lang]).select(count);
  return `${formatNumberIn(lang, count)} ${category === 'one' ? forms.one : forms.other}`;
}
