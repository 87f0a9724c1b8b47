// The Turkish public holidays' names in every language, keyed by the Turkish name date-holidays gives
// (holidays.ts). Kept apart from holidays.ts so pages and their islands can name a holiday without
// carrying the holiday calendar.
import type { Lang } from '~/lib/i18n/langs.ts';

// Plain tables rather than a defineCatalogue (lib/i18n/messages.ts): holidays.ts reads the names, and
// whatever carries the calendar should not carry the site's catalogues too.

/** The Turkish public holidays, by the Turkish name date-holidays gives them. */
const TURKISH_NAMES = [
  'Yılbaşı',
  'Ulusal Egemenlik ve Çocuk Bayramı',
  'Emek ve Dayanışma Günü',
  "Atatürk'ü Anma Gençlik ve Spor Bayramı",
  'Demokrasi ve Millî Birlik Günü',
  'Zafer Bayramı',
  'Cumhuriyet Bayramı',
  'Ramazan Bayramı',
  'Kurban Bayramı',
] as const;

/** A Turkish public holiday, by its Turkish name. */
export type HolidayName = (typeof TURKISH_NAMES)[number];

const NAMES: Record<Exclude<Lang, 'tr'>, Record<HolidayName, string>> = {
  en: {
    Yılbaşı: "New Year's Day",
    'Ulusal Egemenlik ve Çocuk Bayramı': "National Sovereignty and Children's Day",
    'Emek ve Dayanışma Günü': 'Labour and Solidarity Day',
    "Atatürk'ü Anma Gençlik ve Spor Bayramı": 'Commemoration of Atatürk, Youth and Sports Day',
    'Demokrasi ve Millî Birlik Günü': 'Democracy and National Unity Day',
    'Zafer Bayramı': 'Victory Day',
    'Cumhuriyet Bayramı': 'Republic Day',
    'Ramazan Bayramı': 'Eid al-Fitr',
    'Kurban Bayramı': 'Eid al-Adha',
  },
  ku: {
    Yılbaşı: 'Sersal',
    'Ulusal Egemenlik ve Çocuk Bayramı': 'Cejna Serweriya Neteweyî û Zarokan',
    'Emek ve Dayanışma Günü': 'Roja Ked û Hevgirtinê',
    "Atatürk'ü Anma Gençlik ve Spor Bayramı": 'Bîranîna Atatürk, Cejna Ciwanan û Werzişê',
    'Demokrasi ve Millî Birlik Günü': 'Roja Demokrasî û Yekîtiya Neteweyî',
    'Zafer Bayramı': 'Cejna Serkeftinê',
    'Cumhuriyet Bayramı': 'Cejna Komarê',
    'Ramazan Bayramı': 'Cejna Remezanê',
    'Kurban Bayramı': 'Cejna Qurbanê',
  },
};

/** The half day before a bayram (arife), named from the holiday's name in the same language. */
const EVE: Record<Lang, (name: string) => string> = {
  tr: (name) => `${name} arifesi`,
  en: (name) => `Eve of ${name}`,
  ku: (name) => `Erefeya ${name}`,
};

export const isHolidayName = (name: string): name is HolidayName => (TURKISH_NAMES as readonly string[]).includes(name);

/** A holiday's Turkish name as shown: with the apostrophe Turkish text uses ('Atatürk’ü'), not the calendar's. */
export const turkishHolidayName = (name: string): string => name.replaceAll("'", '’');

/** A holiday's (or its arife's) name in a language ('Cumhuriyet Bayramı arifesi', 'Eve of Republic Day'). */
export function holidayNameIn(holiday: { key: HolidayName; arife: boolean }, lang: Lang): string {
  const name = lang === 'tr' ? turkishHolidayName(holiday.key) : NAMES[lang][holiday.key];
  return holiday.arife ? EVE[lang](name) : name;
}
