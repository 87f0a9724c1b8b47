import { describe, expect, it } from 'vitest';
import { splitCommaList } from '~/features/blog/messages.ts';
import { slugify } from '~/lib/text.ts';

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
