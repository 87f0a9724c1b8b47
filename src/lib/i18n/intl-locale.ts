// Intl's locale of each language, apart from the routing of langs.ts: an island that formats a number
// (the star rating) then ships this table and not the list of localized pages.
import type { Lang } from '~/lib/i18n/langs.ts';

/** The locale Intl formats numbers, dates and plurals with (ICU has Kurmanji as `ku`). */
export const INTL_LOCALE: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB', ku: 'ku' };
