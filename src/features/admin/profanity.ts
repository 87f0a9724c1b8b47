import { foldTr } from '~/lib/text.ts';

/** Advisory shown on the approval panel (SPEC §5); it never blocks approval. */
export const PROFANITY_WARNING =
  'Bu işletme bilgileri uygunsuz kelimeler içerebilir. Onaylamadan önce dikkatlice inceleyin.';

/**
 * The fixed list of profane words, written once. Stored folded (see foldTr) and chosen so that as
 * substrings they do not hit ordinary Turkish words ('göt' would flag 'götürme', so it is not here).
 */
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

/** Case-insensitive, Turkish-aware substring check over the given texts ('SİKTİR', 'Şerefsiz' match). */
export function containsProfanity(...texts: (string | null | undefined)[]): boolean {
  const folded = texts.filter((t): t is string => !!t).map(foldTr);
  return folded.some((text) => PROFANE_WORDS.some((word) => text.includes(word)));
}
