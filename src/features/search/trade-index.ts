// trade-words.ts read for searching: each everyday word (or words) of a trade as a key of stems, and
// the phrases it stands for (the subcategory's name and how listings write the trade); the words
// that sort or filter the list; the words that mean nothing alone.
import { CATEGORIES } from '~/features/listings/categories.ts';
import { stemWord, turkishWords } from '~/features/search/search-terms.ts';
import { QUERY_FILLERS, QUERY_MODIFIERS, TRADE_WORDS } from '~/features/search/trade-words.ts';
import { foldTr } from '~/lib/text.ts';

/** A term to match: exactly, or as the start of longer terms; several words make a phrase. */
export interface Phrase {
  term: string;
  prefix: boolean;
}

/** The key of a sequence of lower-case words: their stems, space-separated. */
export const stemKey = (words: readonly string[]) => words.map(stemWord).join(' ');

/** Terms this short are matched exactly: 'dis' must not find 'disco', 'gol' not 'Gölbaşı'. */
const PREFIX_MIN = 4;

/**
 * A name as a phrase: its words folded, the last one a prefix when long enough; a subcategory's name
 * without its plural ('Diş Klinikleri' → 'dis klinik'*), as listings write it in the singular.
 */
function phraseOf(text: string, plural: boolean): Phrase | null {
  const words = turkishWords(text).map(foldTr);
  const last = words.at(-1);
  if (!last) return null;
  const tail = plural ? last.replace(/^(\p{L}{3,}?)(?:lar|ler)i?$/u, '$1') : last;
  return { term: [...words.slice(0, -1), tail].join(' '), prefix: tail.length >= PREFIX_MIN || tail !== last };
}

function namesOf(of: string): string[] {
  const known =
    CATEGORIES.some((c) => c.name === of) || CATEGORIES.some((c) => c.subcategories.some((s) => s.name === of));
  if (!known) throw new Error(`trade-words.ts: '${of}' is no category or subcategory of listings/categories.ts`);
  return of.split('&').map((part) => part.trim());
}

function buildTradeIndex(): Map<string, Phrase[]> {
  const index = new Map<string, Phrase[]>();
  for (const entry of TRADE_WORDS) {
    const targets = [
      ...namesOf(entry.of).map((name) => phraseOf(name, true)),
      ...(entry.written ?? []).map((written) => phraseOf(written, false)),
    ].filter((p): p is Phrase => p !== null);
    for (const word of [...entry.tr, ...entry.en, ...(entry.ku ?? [])]) {
      const words = turkishWords(word);
      if (words.length === 0) continue;
      const keys = new Set([stemKey(words), words.map(foldTr).join(' ')]);
      for (const key of keys) {
        const list = index.get(key) ?? [];
        for (const target of targets) {
          if (!list.some((p) => p.term === target.term && p.prefix === target.prefix)) list.push(target);
        }
        index.set(key, list);
      }
    }
  }
  return index;
}

/** Everyday word(s) of a trade, by stem key → the phrases they stand for. */
export const TRADE_INDEX: ReadonlyMap<string, readonly Phrase[]> = buildTradeIndex();

/** The most words a key of TRADE_INDEX has. */
export const TRADE_KEY_WORDS = Math.max(...[...TRADE_INDEX.keys()].map((k) => k.split(' ').length));

/** The one-word keys, for typos of a trade word ('avukt'). */
export const TRADE_SINGLE_WORDS: readonly string[] = [...TRADE_INDEX.keys()].filter(
  (k) => !k.includes(' ') && /^[a-z]+$/.test(k),
);

export type Modifier = keyof typeof QUERY_MODIFIERS;

/** Folded word sequences of QUERY_MODIFIERS → what they mean. */
export const MODIFIERS: ReadonlyMap<string, Modifier> = new Map(
  Object.entries(QUERY_MODIFIERS).flatMap(([kind, words]) =>
    words.map((w): [string, Modifier] => [turkishWords(w).map(foldTr).join(' '), kind as Modifier]),
  ),
);

/** The most words a modifier has. */
export const MODIFIER_WORDS = Math.max(...[...MODIFIERS.keys()].map((k) => k.split(' ').length));

/** Folded filler words. */
export const FILLERS: ReadonlySet<string> = new Set(QUERY_FILLERS.map(foldTr));
