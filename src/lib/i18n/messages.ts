// The visitor pages' messages per language (messages/{tr,en,ku}.ts, typed: a key missing in one
// language fails tsc). Pages and components read them on the server; an island gets only the messages
// it shows, picked here and passed as a prop, so no catalogue reaches the browser.
import type { Lang } from '~/lib/i18n/langs.ts';
import { en } from '~/lib/i18n/messages/en.ts';
import { ku } from '~/lib/i18n/messages/ku.ts';
import { type Catalogue, type MessageKey, tr } from '~/lib/i18n/messages/tr.ts';

const CATALOGUES: Record<Lang, Catalogue> = { tr, en, ku };

/** The messages of a language. */
export function messagesOf(lang: Lang): Catalogue {
  return CATALOGUES[lang];
}

/** Only the named messages of a language (for an island's props). */
export function pickMessages<K extends MessageKey>(lang: Lang, keys: readonly K[]): Pick<Catalogue, K> {
  const all = CATALOGUES[lang];
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<Catalogue, K>;
}

type Message = string | ((...args: never[]) => string);

/** Another language's catalogue of a feature's Turkish messages: the same keys, each of the same shape. */
type TranslationOf<T extends Record<string, Message>> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K];
};

/**
 * A feature's own messages in every language, typed as the site's are: the English and Kurmanji objects
 * must have exactly the Turkish keys (a missing or extra key fails tsc).
 */
export function defineCatalogue<T extends Record<string, Message>>(
  tr: T,
  translations: { en: TranslationOf<T>; ku: TranslationOf<T> },
): Record<Lang, TranslationOf<T>> {
  return { tr: tr as TranslationOf<T>, ...translations };
}
