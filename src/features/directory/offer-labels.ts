// What a listing offers, shown in the page's language: the price ranges and payment options (their words
// are the list filters', LIST_TEXT) and the languages its staff speak. The stored values stay Turkish.
import { LIST_TEXT } from '~/features/directory/lists-i18n.ts';
import { type LISTING_LANGUAGES, PAYMENT_OPTIONS, PRICE_RANGES } from '~/features/listings/options.ts';
import type { Lang } from '~/lib/i18n/langs.ts';

const PRICE_KEYS = ['price1', 'price2', 'price3', 'price4'] as const;
const PAYMENT_KEYS = ['payCash', 'payCard', 'payTransfer'] as const;

/** The languages a listing's staff speak, named in English and Kurmanji. */
const SPOKEN_LANGUAGE_NAMES: Readonly<Record<(typeof LISTING_LANGUAGES)[number], { en: string; ku: string }>> = {
  Türkçe: { en: 'Turkish', ku: 'Tirkî' },
  Kürtçe: { en: 'Kurdish', ku: 'Kurdî' },
  Zazaca: { en: 'Zazaki', ku: 'Zazakî' },
  Arapça: { en: 'Arabic', ku: 'Erebî' },
  İngilizce: { en: 'English', ku: 'Îngilîzî' },
  Almanca: { en: 'German', ku: 'Almanî' },
};

/** A stored price range ('Orta (₺₺)') in the page's language; an unknown one as stored. */
export function priceLabelIn(lang: Lang, value: string): string {
  const key = PRICE_KEYS[(PRICE_RANGES as readonly string[]).indexOf(value)];
  return key ? LIST_TEXT[lang][key] : value;
}

/** A stored payment option ('Kredi Kartı') in the page's language; an unknown one as stored. */
export function paymentLabelIn(lang: Lang, value: string): string {
  const key = PAYMENT_KEYS[(PAYMENT_OPTIONS as readonly string[]).indexOf(value)];
  return key ? LIST_TEXT[lang][key] : value;
}

/** A stored spoken language ('Kürtçe') in the page's language; an unknown one as stored. */
export function spokenLanguageIn(lang: Lang, value: string): string {
  if (lang === 'tr') return value;
  const names = SPOKEN_LANGUAGE_NAMES[value as keyof typeof SPOKEN_LANGUAGE_NAMES];
  return names ? names[lang] : value;
}
