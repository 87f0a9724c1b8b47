import { describe, expect, it } from 'vitest';
import {
  foldTr,
  formatDateTr,
  formatDecimal,
  formatLira,
  formatPhoneTr,
  phoneHref,
  readingMinutes,
  readingTimeLabel,
  slugify,
  trCollator,
  withSuffix,
} from '~/lib/text.ts';
import { itMapsEach } from '../../tests/support/each.ts';

describe('foldTr', () => {
  itMapsEach('folds Turkish letters and case the same way for every spelling', foldTr, [
    ['Kâhta', 'kahta'],
    ['KÂHTA', 'kahta'],
    ['kahta', 'kahta'],
    ['ADIYAMAN', 'adiyaman'],
    ['Adıyaman', 'adiyaman'],
    ['Çiğ Köfte', 'cig kofte'],
    ['Gölbaşı', 'golbasi'],
    ['İSTANBUL', 'istanbul'],
    ['İNCİ', 'inci'],
    ['ÜŞÜTME', 'usutme'],
  ]);
});

describe('slugify', () => {
  itMapsEach('lower-cases, folds Turkish letters and joins words with single hyphens', slugify, [
    ['Nemrut Dağı’nda Gün Doğumu', 'nemrut-daginda-gun-dogumu'],
    ['  Çiğ   Köfte -- Şöleni!  ', 'cig-kofte-soleni'],
    ['İĞNE ve IŞIK 2026', 'igne-ve-isik-2026'],
  ]);

  it('produces only lowercase letters, digits and hyphens', () => {
    expect(slugify('a/b\\c?d#e&f')).toMatch(/^[a-z0-9-]*$/);
  });
});

describe('reading time', () => {
  it('is words / 200 rounded up, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(Array(200).fill('kelime').join(' '))).toBe(1);
    expect(readingMinutes(Array(201).fill('kelime').join(' '))).toBe(2);
    expect(readingTimeLabel(`<p>${Array(401).fill('söz').join(' ')}</p>`)).toBe('3 dk okuma');
  });
});

describe('formatting', () => {
  it('writes Turkish long dates in Istanbul time', () => {
    expect(formatDateTr('2026-11-21T12:00:00Z')).toBe('21 Kasım 2026');
    expect(formatDateTr('2026-02-28T22:30:00Z')).toBe('1 Mart 2026');
  });

  it('formats lira with Turkish separators', () => {
    expect(formatLira(1250)).toBe('₺1.250');
    expect(formatLira(12.5)).toBe('₺12,50');
  });

  it('sorts in Turkish alphabetical order', () => {
    const names = ['Çiçek', 'Cami', 'Işık', 'İpek', 'Oya', 'Ömer'];
    expect([...names].sort(trCollator.compare)).toEqual(['Cami', 'Çiçek', 'Işık', 'İpek', 'Oya', 'Ömer']);
  });
});

describe('Turkish number formats', () => {
  it('writes decimals with a comma', () => {
    expect(formatDecimal(0.714, 2)).toBe('0,71');
    expect(formatDecimal(12.7)).toBe('12,7');
    expect(formatDecimal(1250.5)).toBe('1.250,5');
    expect(formatDecimal(3)).toBe('3');
  });

  it('formats Turkish phone numbers as +90 AAA BBB CC DD', () => {
    for (const input of ['04162161008', '+90 416 216 10 08', '416 216 10 08', '(0416) 216-10-08', '904162161008']) {
      expect(formatPhoneTr(input)).toBe('+90 416 216 10 08');
    }
    expect(formatPhoneTr('0532 123 45 67')).toBe('+90 532 123 45 67');
    expect(formatPhoneTr(' 12345 ')).toBe('12345');
    expect(phoneHref('0416 216 10 08')).toBe('tel:+904162161008');
  });
});

describe('withSuffix', () => {
  const each = (suffix: Parameters<typeof withSuffix>[1], rows: [string, string][]) =>
    itMapsEach(`'${suffix}' after a name or a number`, (word: string) => withSuffix(word, suffix), rows);
  each('da', [
    ['Adıyaman', 'Adıyaman’da'],
    ['Kâhta', 'Kâhta’da'],
    ['Besni', 'Besni’de'],
    ['Sincik', 'Sincik’te'],
    ['12 Aralık 2026', '12 Aralık 2026’da'],
    ['3 Ocak 2025', '3 Ocak 2025’te'],
    ['40', '40’ta'],
    ['1 Mayıs 2030', '1 Mayıs 2030’da'],
    ['2000', '2000’de'],
    ['100', '100’de'],
  ]);
  each('dan', [
    ['Kâhta', 'Kâhta’dan'],
    ['Samsat', 'Samsat’tan'],
    ['Gerger', 'Gerger’den'],
    ['2019', '2019’dan'],
  ]);
  each('a', [
    ['Adıyaman', 'Adıyaman’a'],
    ['Kâhta', 'Kâhta’ya'],
    ['Tut', 'Tut’a'],
    ['Çelikhan', 'Çelikhan’a'],
    ['5', '5’e'],
  ]);
  each('ı', [
    ['112', '112’yi'],
    ['Nemrut', 'Nemrut’u'],
    ['Türkiye', 'Türkiye’yi'],
    ['Köprü', 'Köprü’yü'],
    ['4', '4’ü'],
    ['60', '60’ı'],
  ]);
  each('ın', [
    ['Adıyaman', 'Adıyaman’ın'],
    ['Türkiye', 'Türkiye’nin'],
    ['Nemrut', 'Nemrut’un'],
    ['Gölbaşı', 'Gölbaşı’nın'],
    ['Ürgüp', 'Ürgüp’ün'],
    ['1000', '1000’in'],
    ['10', '10’un'],
  ]);
});
