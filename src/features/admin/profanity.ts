import { foldTr } from '~/lib/text.ts';

/** Advisory shown on the approval panel (SPEC §5); it never blocks approval. */
export const PROFANITY_WARNING =
  'Bu işletme bilgileri uygunsuz kelimeler içerebilir. Onaylamadan önce dikkatlice inceleyin.';

/** The fixed list of profane roots, written once, folded (see foldTr). */
export const PROFANE_WORDS = [
  'amina',
  'aminakoy',
  'orospu',
  'siktir',
  'sikerim',
  'sikeyim',
  'yarrak',
  'yarak kafa',
  'pezevenk',
  'kahpe',
  'serefsiz',
  'ibne',
  'pust',
  'gavat',
  'kaltak',
  'fuck',
  'shit',
  'bitch',
] as const;

/**
 * Turkish suffixes (folded: ı → i, ü → u, ç → c …) a root may carry: plural, case, possessive, copula,
 * derivational '-lik', '-ci', '-ce', '-siz', '-ca'; and the English '-s', '-es', '-ing', '-ed', '-er'.
 */
const SUFFIXES = [
  'lar',
  'ler',
  'nin',
  'nun',
  'in',
  'un',
  'yi',
  'yu',
  'i',
  'u',
  'ye',
  'ya',
  'e',
  'a',
  'den',
  'dan',
  'ten',
  'tan',
  'de',
  'da',
  'te',
  'ta',
  'yle',
  'yla',
  'le',
  'la',
  'lik',
  'luk',
  'ligi',
  'lugu',
  'cilik',
  'culuk',
  'ci',
  'cu',
  'ce',
  'ca',
  'sin',
  'sun',
  'siniz',
  'sunuz',
  'iz',
  'uz',
  'im',
  'um',
  'm',
  'n',
  'si',
  'su',
  'dir',
  'dur',
  'tir',
  'tur',
  'ki',
  'es',
  's',
  'ing',
  'ed',
  'er',
] as const;

const suffixGroup = `(?:${[...new Set(SUFFIXES)].sort((a, b) => b.length - a.length).join('|')})*`;
const asPattern = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
/** A listed root at the start of a word, followed only by suffixes up to the end of the word. */
const PROFANITY_PATTERN = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])(?:${PROFANE_WORDS.map(asPattern).join('|')})${suffixGroup}(?![\\p{L}\\p{N}])`,
  'u',
);

/**
 * Case-insensitive, Turkish-aware check over the given texts, on folded text ('SİKTİR', 'Şerefsizler' match):
 * a listed root must start a word and be followed only by Turkish suffixes, so ordinary words that merely
 * contain a root ('tamamına', 'kampüste') do not warn.
 */
export function containsProfanity(...texts: (string | null | undefined)[]): boolean {
  return texts.some((text) => !!text && PROFANITY_PATTERN.test(foldTr(text)));
}
