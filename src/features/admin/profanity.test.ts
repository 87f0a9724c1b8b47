import { describe, expect, it } from 'vitest';
import { containsProfanity, PROFANE_WORDS } from '~/features/admin/profanity.ts';

describe('containsProfanity', () => {
  it('finds a listed word as a case-insensitive substring, Turkish letters included', () => {
    expect(containsProfanity('Kebap SİKTİRİCİ')).toBe(true);
    expect(containsProfanity(null, 'Açıklama', 'Ali Şerefsizoğlu')).toBe(true);
    expect(containsProfanity('Best SHIT in town')).toBe(true);
  });

  it('does not flag ordinary business texts', () => {
    expect(
      containsProfanity(
        'Götürme Servisi Lokantası',
        'Adıyaman’ın en iyi çiğ köftesi, Kâhta yolu üzerinde.',
        'Ayşe Yılmaz',
      ),
    ).toBe(false);
    expect(containsProfanity('Amasya Elması Manav', 'Pasta ve kahve', null)).toBe(false);
  });

  it('keeps every word of the list in folded form so the check can match it', () => {
    for (const word of PROFANE_WORDS) expect(containsProfanity(word.toUpperCase())).toBe(true);
  });
});
