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
