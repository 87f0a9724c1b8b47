// Intl's locale of each language, apart from the routing of langs.ts: an island that formats a number
// (the star rating) then ships these tables and not the list of localized pages.
import type { Lang } from '~/lib/i18n/langs.ts';

/** The locale the server formats numbers, dates and plurals with (Node's ICU has Kurmanji as `ku`). */
export const INTL_LOCALE: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB', ku: 'ku' };

/**
 * The locale a script in the browser formats numbers and plural forms with. Browsers carry no Kurmanji
 * data: Chromium answers `ku` in American English (`12,345.5` where the server wrote `12.345,5`, so a
 * hydrated island's text no longer matched the page's). Kurmanji writes numbers and chooses plural forms
 * as Turkish does (CLDR), so its pages' scripts use `tr-TR`; intl-locale.test.ts checks that each gives
 * the server's output. A script writes no month or weekday names: dates come written from the server.
 */
export const SCRIPT_LOCALE: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB', ku: 'tr-TR' };
