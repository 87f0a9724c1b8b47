// The words of a text as the search index and the search query both see them (DESIGN §5): Turkish
// lower case, the suffix after an apostrophe dropped ('Adıyaman'daki' → 'adıyaman'), split at
// anything that is not a letter or digit (so 'Şehr-i' is two words), stemmed by the Snowball
// Turkish stemmer after our own rule for trade nouns (-cı/-ci/-cu/-cü: 'kebapçı' → 'kebap'), and
// folded. The same function runs when a business is indexed and when a visitor searches, so any
// engine only has to match the tokens.
import { stemmer } from '@orama/stemmers/turkish';
import { foldTr } from '~/lib/text.ts';

/** An apostrophe (any of the ways it is typed) and the suffix written after it. */
const APOSTROPHE_SUFFIX = /['’ʼ`´][\p{L}]*/gu;

/**
 * A trade noun, inflected or not ('kebapçı', 'pidecileri', 'balıkçısı', 'çiğköftecilik'): the
 * word it is made from, at least 3 letters.
 */
const TRADE_SUFFIX = /^(\p{L}{3,}?)[cç][ıiuü](?:l[ıiuü]k)?(?:lar|ler)?(?:[ıiuü]|s[ıiuü]|n[ıiuü]n|[dt][ae]n?)?$/u;

/** A stem shorter than this is matched exactly, never as a prefix: 'fır' must not find 'Fırat'. */
export const STEM_PREFIX_MIN = 5;

/** The lower-case Turkish words of a text, apostrophe suffixes dropped, not yet folded. */
export function turkishWords(text: string): string[] {
  return lowerWithoutSuffixes(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function lowerWithoutSuffixes(text: string): string {
  return text.toLocaleLowerCase('tr').replace(APOSTROPHE_SUFFIX, '');
}

/** The folded stem of one lower-case Turkish word (digits and short words stay as they are). */
export function stemWord(word: string): string {
  if (word.length < 4 || !/^\p{L}+$/u.test(word)) return foldTr(word);
  const trade = TRADE_SUFFIX.exec(word)?.[1];
  const base = trade ?? word;
  const stem = stemmer(base);
  return foldTr(stem.length >= 3 ? stem : base);
}

/**
 * The extra index terms of a text: each word's stem where it differs from the folded word, and,
 * when `compounds` is set, each pair of neighbouring words written together ('Yeşil Vadi' →
 * 'yesilvadi'), so a compound is found written either way. Space-separated, each term once.
 */
export function indexTerms(text: string, compounds: boolean): string {
  const terms = new Set<string>();
  for (const word of turkishWords(text)) {
    const stem = stemWord(word);
    if (stem !== foldTr(word)) terms.add(stem);
  }
  if (compounds) {
    // Words as written between spaces, a hyphenated one joined ('Şehr-i' → 'sehri'), then each pair.
    const written = lowerWithoutSuffixes(text)
      .split(/[^\p{L}\p{N}-]+/u)
      .map((chunk) => chunk.replace(/-/g, ''))
      .filter((chunk) => /^\p{L}+$/u.test(chunk));
    for (const [i, word] of written.entries()) {
      const next = written[i + 1];
      if (word.length > 0 && next) terms.add(foldTr(word + next));
    }
    for (const chunk of lowerWithoutSuffixes(text).split(/[^\p{L}\p{N}-]+/u)) {
      if (/^\p{L}+(-\p{L}+)+$/u.test(chunk)) terms.add(foldTr(chunk.replace(/-/g, '')));
    }
  }
  return [...terms].join(' ');
}

/** Inflectional endings tried off a folded query word, longest first, besides the stemmer's stem. */
const QUERY_SUFFIXES = [
  'lardaki',
  'lerdeki',
  'larda',
  'lerde',
  'ndaki',
  'ndeki',
  'daki',
  'deki',
  'taki',
  'teki',
  'lari',
  'leri',
  'ndan',
  'nden',
  'nda',
  'nde',
  'dan',
  'den',
  'tan',
  'ten',
  'lar',
  'ler',
  'nin',
  'nun',
  'si',
  'su',
  'da',
  'de',
  'ta',
  'te',
  'ya',
  'ye',
  'yi',
  'yu',
  'in',
  'un',
  'i',
  'u',
  'a',
  'e',
];
const QUERY_BASE_MIN = 4;

/**
 * A folded query word without its longest inflectional ending ('eczaneler' → 'eczane'), searched as
 * a prefix: the stemmer may cut a bare word shorter than its inflected forms ('eczane' → 'ecza'),
 * and the base still meets the word as it is written in the index. Null when nothing is cut.
 */
export function queryBase(word: string): string | null {
  const suffix = QUERY_SUFFIXES.find((s) => word.endsWith(s) && word.length - s.length >= QUERY_BASE_MIN);
  return suffix ? word.slice(0, -suffix.length) : null;
}

/** Every form a query word is searched by: as written, its stem and its base (each as a prefix when long enough). */
export function queryForms(word: string): string[] {
  const folded = foldTr(word);
  return [...new Set([folded, stemWord(word), queryBase(folded)].filter((f): f is string => f !== null))];
}

/** Every form the index holds of a written word: as written and its stem. */
export function indexedForms(word: string): string[] {
  return [...new Set([foldTr(word), stemWord(word)])];
}
