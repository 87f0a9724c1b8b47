import { describe, expect, it } from 'vitest';
import { safeNextPath } from '~/features/admin/messages.ts';
import { containsProfanity, PROFANE_WORDS } from '~/features/admin/profanity.ts';
import { splitCommaList } from '~/features/blog/messages.ts';
import { slugify } from '~/lib/text.ts';

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

describe('blog form helpers', () => {
  it('slug from a Turkish title folds letters and joins words with single hyphens', () => {
    expect(slugify('Nemrut Dağı’nda Gün Doğumu: İlk Işıklar!')).toBe('nemrut-daginda-gun-dogumu-ilk-isiklar');
    expect(slugify('  Çiğ   Köfte -- Şöleni  ')).toBe('cig-kofte-soleni');
  });

  it('comma lists are trimmed and empty items dropped', () => {
    expect(splitCommaList(' a, ,b ,, c ')).toEqual(['a', 'b', 'c']);
    expect(splitCommaList([' x ', ''])).toEqual(['x']);
    expect(splitCommaList(undefined)).toEqual([]);
  });
});

describe('safeNextPath', () => {
  it('follows only same-site paths after login', () => {
    expect(safeNextPath('/admin/blog/create')).toBe('/admin/blog/create');
    expect(safeNextPath('//evil.example/x')).toBe('/admin/approval');
    expect(safeNextPath('https://evil.example')).toBe('/admin/approval');
    expect(safeNextPath('/\\evil.example')).toBe('/admin/approval');
    expect(safeNextPath(null)).toBe('/admin/approval');
  });
});
