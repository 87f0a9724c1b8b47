import { formatDecimal } from '~/lib/text.ts';

// Turkish percent figures with the case ending a number takes after it ('%36'sında', '%4'te'): the
// ending follows the vowel harmony of the number as it is read aloud.

const ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
const POWERS: [number, string][] = [
  [100, 'yüz'],
  [1e3, 'bin'],
  [1e6, 'milyon'],
  [1e9, 'milyar'],
];

/** The last word of a whole number read aloud in Turkish (36 → 'altı', 10 → 'on', 200 → 'yüz'). */
function lastSpokenWord(whole: number): string {
  if (whole === 0) return 'sıfır';
  if (whole % 10) return ONES[whole % 10] as string;
  if (whole % 100) return TENS[Math.floor((whole % 100) / 10)] as string;
  for (const [power, word] of POWERS) {
    if (whole % (power * 10) || power === 1e9) return word;
  }
  return 'milyar';
}

/** The apostrophe before a Turkish suffix after a number or a name (one style across the site). */
const TR_APOSTROPHE = '’';

const BACK_VOWELS = 'aıou';
const VOWELS = 'aeıioöuü';
const VOICELESS = 'fsthşçkp';

/** Case endings added after a number with an apostrophe, chosen by Turkish vowel harmony. */
export type TrCase = 'locative' | 'ablative' | 'dative' | 'genitive' | 'accusative' | 'possessiveLocative';

/** The suffix a word takes in the given case ('on' + locative → 'da', 'altı' + possessiveLocative → 'sında'). */
function trSuffix(word: string, grammaticalCase: TrCase): string {
  const letters = word.toLocaleLowerCase('tr');
  const vowels = [...letters].filter((c) => VOWELS.includes(c));
  const last = vowels.at(-1) ?? 'e';
  const back = BACK_VOWELS.includes(last);
  const a = back ? 'a' : 'e';
  const i = last === 'o' || last === 'u' ? 'u' : last === 'ö' || last === 'ü' ? 'ü' : back ? 'ı' : 'i';
  const finalLetter = letters.at(-1) ?? '';
  const endsInVowel = VOWELS.includes(finalLetter);
  const d = !endsInVowel && VOICELESS.includes(finalLetter) ? 't' : 'd';
  switch (grammaticalCase) {
    case 'locative':
      return `${d}${a}`;
    case 'ablative':
      return `${d}${a}n`;
    case 'dative':
      return endsInVowel ? `y${a}` : a;
    case 'genitive':
      return endsInVowel ? `n${i}n` : `${i}n`;
    case 'accusative':
      return endsInVowel ? `y${i}` : i;
    case 'possessiveLocative':
      return endsInVowel ? `s${i}nd${a}` : `${i}nd${a}`;
  }
}

/** The word a number ends with when read aloud: the decimals' last word when it has any. */
function spokenEnding(value: number, maxFractionDigits: number): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(maxFractionDigits).replace(/0+$/, '').split('.');
  return fraction ? lastSpokenWord(Number(fraction)) : lastSpokenWord(Number(whole));
}

/**
 * Turkish percent: the sign before the number ('%62', '-%10'), a decimal comma, and, when a case is given,
 * its suffix after an apostrophe by vowel harmony of the number as read: '%36’sında', '%10’unda', '%4’te'.
 */
export function formatPercent(value: number, grammaticalCase?: TrCase, maxFractionDigits = 1): string {
  const digits = formatDecimal(Math.abs(value), maxFractionDigits);
  // The minus goes before the sign, as Turkish writes it: '-%100', never '%-100' (and no '-%0').
  const minus = value < 0 && /[1-9]/.test(digits) ? '-' : '';
  const percent = `${minus}%${digits}`;
  if (!grammaticalCase) return percent;
  return `${percent}${TR_APOSTROPHE}${trSuffix(spokenEnding(value, maxFractionDigits), grammaticalCase)}`;
}
