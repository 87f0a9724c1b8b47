import { WORDS_PER_MINUTE } from '~/lib/constants.ts';

/** Turkish-aware folding for search: lower-case in Turkish, strip diacritics, dotless ı → i. */
export function foldTr(value: string): string {
  return value
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i');
}

/** URL slug: folds Turkish letters, keeps a–z, 0–9, single hyphens (SPEC §5 blog slug rule). */
export function slugify(value: string): string {
  return foldTr(value)
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

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

const longDate = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Istanbul',
});

/** Turkish long date, e.g. '21 Kasım 2026'. */
export function formatDateTr(value: string | number | Date): string {
  return longDate.format(new Date(value));
}

const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', maximumFractionDigits: 0 });
const liraWithKurus = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', minimumFractionDigits: 2 });

/** Lira amount in Turkish format, e.g. '₺1.250'; kuruş shown only when present. */
export function formatLira(amount: number): string {
  return Number.isInteger(amount) ? lira.format(amount) : liraWithKurus.format(amount);
}

const trNumber = new Intl.NumberFormat('tr-TR');

/** Integer with Turkish thousands separators, e.g. '25.000'. */
export function formatNumber(value: number): string {
  return trNumber.format(value);
}

/** Collator for Turkish alphabetical order (Ç after C, İ after I, Ö after O …). */
export const trCollator = new Intl.Collator('tr', { sensitivity: 'base' });
