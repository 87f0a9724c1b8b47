import { WORDS_PER_MINUTE } from '~/lib/constants.ts';

// Folding, slugs and the alphabetical order have a module of their own (an island that matches a
// district or sorts names needs them alone).
export { foldTr, slugify, trCollator } from '~/lib/fold.ts';

/** Whole words in a text after stripping HTML tags. */
function countWords(text: string): number {
  const plain = text.replace(/<[^>]*>/g, ' ').trim();
  return plain ? plain.split(/\s+/).length : 0;
}

/** Reading time in minutes: words / WORDS_PER_MINUTE, rounded up, at least 1. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}

/** 'N dk okuma' label for a text. */
export function readingTimeLabel(text: string): string {
  return `${readingMinutes(text)} dk okuma`;
}

/** The city's time zone: every date and clock time the site writes is Istanbul's. */
export const TIME_ZONE = 'Europe/Istanbul';

// A long date as the site writes it, in Istanbul's calendar; with the clock time for a moment. (A call
// without side effects, so a bundle that formats no date drops both formatters.)
/* #__NO_SIDE_EFFECTS__ */
function longDateFormat(clock?: { hour: '2-digit'; minute: '2-digit' }): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
    ...clock,
  });
}
const longDate = longDateFormat();

/** Turkish long date, e.g. '21 Kasım 2026'. */
export function formatDateTr(value: string | number | Date): string {
  return longDate.format(new Date(value));
}

const longDateTime = longDateFormat({ hour: '2-digit', minute: '2-digit' });

/** Turkish long date with Istanbul's clock time, e.g. '21 Kasım 2026 09:30'. */
export function formatDateTimeTr(value: string | number | Date): string {
  return longDateTime.format(new Date(value));
}

const lira = /* @__PURE__ */ new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  maximumFractionDigits: 0,
});
const liraWithKurus = /* @__PURE__ */ new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  minimumFractionDigits: 2,
});

/** Lira amount in Turkish format, e.g. '₺1.250'; kuruş shown only when present. */
export function formatLira(amount: number): string {
  return Number.isInteger(amount) ? lira.format(amount) : liraWithKurus.format(amount);
}

const trNumber = /* @__PURE__ */ new Intl.NumberFormat('tr-TR');

/** Integer with Turkish thousands separators, e.g. '25.000'. */
export function formatNumber(value: number): string {
  return trNumber.format(value);
}

// A formatter is made once per shape: making one costs far more than formatting with it (a listing
// page formats a rating per card).
const decimals = new Map<number, Intl.NumberFormat>();

/** Decimal number with a Turkish decimal comma, e.g. formatDecimal(0.714, 2) → '0,71'. */
export function formatDecimal(value: number, maxFractionDigits = 1): string {
  let format = decimals.get(maxFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: maxFractionDigits });
    decimals.set(maxFractionDigits, format);
  }
  return format.format(value);
}

/**
 * Turkish phone number in international form, '+90 416 216 10 08'. Accepts 10 national digits with or without
 * a leading 0 or +90 and any spaces, dots or dashes; anything else is returned trimmed, as given.
 */
export function formatPhoneTr(value: string): string {
  const digits = value.replace(/[\s().-]/g, '');
  const match = /^(?:\+?90|0)?([2-5]\d{2})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  if (!match) return value.trim();
  const [, area, first, second, third] = match;
  return `+90 ${area} ${first} ${second} ${third}`;
}

/** `tel:` link target of a phone number: digits with the country code, e.g. 'tel:+904162161008'. */
export function phoneHref(value: string): string {
  const formatted = formatPhoneTr(value);
  return `tel:${formatted.startsWith('+90 ') ? formatted.replace(/\s/g, '') : value.replace(/[^\d+]/g, '')}`;
}

// ── Suffixes after a name or a number ────────────────────────────────────────────────────────────────
// Turkish writes a case suffix after a proper name or a numeral behind an apostrophe (’), in the form the
// word's sound asks for: its last vowel (harmony) and its last sound (d → t after f s t k ç ş h p; a
// buffer y or n after a vowel). A numeral is heard as its last spoken word: 2026 'iki bin yirmi altı'
// → '2026’da', 112 '… iki' → '112’yi', 40 'kırk' → '40’ta'. Not for a name ending in a possessive
// (Gölbaşı → Gölbaşı’nda), which a word alone cannot tell.

const UNITS = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
const VOICELESS = new Set('fstkçşhp');
const BACK_VOWELS = 'aıouâû';
const VOWELS = 'aıoueiöüâîû';

/** The last word a number is read with: 2026 → 'altı', 1000 → 'bin', 0 → 'sıfır'. */
function lastSpokenWord(digits: string): string {
  let n = Number(digits);
  if (n === 0) return 'sıfır';
  if (n % 10) return UNITS[n % 10] as string;
  if (n % 100) return TENS[Math.floor(n / 10) % 10] as string;
  if (n % 1000) return 'yüz';
  for (const word of ['bin', 'milyon', 'milyar']) {
    n = Math.floor(n / 1000);
    if (n % 1000) return word;
  }
  return 'trilyon';
}

/** A case suffix by its back-vowel form: locative 'da', ablative 'dan', dative 'a', accusative 'ı', genitive 'ın'. */
type CaseSuffix = 'da' | 'dan' | 'a' | 'ı' | 'ın';

/** A name or a number with a case suffix after the apostrophe: 'Adıyaman’ın', '112’yi', 'Kâhta’dan', '2026’da'. */
export function withSuffix(word: string, suffix: CaseSuffix): string {
  const trailingDigits = /\d+$/.exec(word)?.[0];
  const sound = (trailingDigits ? lastSpokenWord(trailingDigits) : word).toLocaleLowerCase('tr');
  const vowel = [...sound].reverse().find((c) => VOWELS.includes(c)) ?? 'e';
  const last = sound.at(-1) ?? '';
  const endsInVowel = VOWELS.includes(last);
  const back = BACK_VOWELS.includes(vowel);
  const wide = back ? 'a' : 'e';
  const narrow = 'oöuüû'.includes(vowel) ? (back ? 'u' : 'ü') : back ? 'ı' : 'i';
  const d = VOICELESS.has(last) ? 't' : 'd';
  const ending = {
    da: `${d}${wide}`,
    dan: `${d}${wide}n`,
    a: `${endsInVowel ? 'y' : ''}${wide}`,
    ı: `${endsInVowel ? 'y' : ''}${narrow}`,
    ın: `${endsInVowel ? 'n' : ''}${narrow}n`,
  }[suffix];
  return `${word}’${ending}`;
}
