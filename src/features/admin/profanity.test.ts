import { describe, expect, it } from 'vitest';
import { containsProfanity, PROFANE_WORDS } from '~/features/admin/profanity.ts';

/** Ordinary Turkish (and English) words that contain a listed root inside them: they must not warn. */
const ORDINARY = [
  'tamamına',
  'Tamamına yakını yerli ürün',
  'kampüste',
  'Üniversite kampüste kafe',
  'Götürme Servisi Lokantası',
  'Adıyaman’ın en iyi çiğ köftesi, Kâhta yolu üzerinde.',
  'Ayşe Yılmaz',
  'Amasya Elması Manav',
  'Pasta ve kahve',
  'Siklamen Çiçekçilik',
  'Sıkıntısız teslimat',
  'Kasımpaşa Oto Yıkama',
  'Mushitake mantar',
  'Şerefli Esnaf Lokantası',
  'İbni Sina Eczanesi',
];

/** Insults, in any case, with Turkish suffixes or in a sentence: they must warn. */
const INSULTS = [
  'SİKTİR',
  'Kebap SİKTİRİCİ',
  'siktirin gidin',
  'Şerefsiz',
  'şerefsizler',
  'ŞEREFSİZLİK',
  'Orospu',
  'orospuluk',
  'Kahpeler',
  'ibnelik',
  'pezevenkler burada',
  'yarak  kafa',
  'Best SHIT in town',
  'bitches',
  'Sahibi bir gavat.',
  'kaltakların mekanı',
];

describe('containsProfanity', () => {
  it('does not warn on ordinary words that contain a listed root', () => {
    for (const text of ORDINARY) {
      expect(containsProfanity(text), text).toBe(false);
    }
    expect(containsProfanity(null, undefined, '')).toBe(false);
  });

  it('warns on insults at the start of a word, with Turkish suffixes, in any case', () => {
    for (const text of INSULTS) expect(containsProfanity(text), text).toBe(true);
    expect(containsProfanity(null, 'Açıklama', 'Ali şerefsizin teki')).toBe(true);
  });

  it('keeps every word of the list in folded form so the check can match it', () => {
    for (const word of PROFANE_WORDS) expect(containsProfanity(word.toUpperCase())).toBe(true);
  });
});
