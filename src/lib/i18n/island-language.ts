import { SCRIPT_LOCALE } from '~/lib/i18n/intl-locale.ts';
import { type Lang, langPrefix } from '~/lib/i18n/langs.ts';

/** What a translated list island is told of its page's language (picked on the server). */
export interface IslandLanguage<Text> {
  /** The island's words in the page's language. */
  text: Text;
  /** The categories' names in the page's language; null on the Turkish page (the Turkish names are the values). */
  categoryNames: Record<string, string> | null;
  /** The page language's address prefix ('' for Turkish, '/en', '/ku'). */
  prefix: string;
  /** The locale the island writes numbers and picks plural forms with (intl-locale.ts, SCRIPT_LOCALE). */
  locale: string;
}

/** A page language's address prefix and script locale, as a translated island takes them (spread into its props). */
export const islandPlace = (lang: Lang): Pick<IslandLanguage<unknown>, 'prefix' | 'locale'> => ({
  prefix: langPrefix(lang),
  locale: SCRIPT_LOCALE[lang],
});
