import { describe, expect, it } from 'vitest';
import { OFFLINE_TEXT } from '~/features/offline/offline-i18n.ts';
import { countText } from '~/features/offline/offline-search.ts';

const wordsOf = (lang: 'tr' | 'en' | 'ku') => {
  const t = OFFLINE_TEXT[lang];
  return {
    notReady: t.searchNotReady,
    empty: t.searchEmpty,
    countOne: t.searchCountOne,
    count: t.searchCount,
    countFirst: t.searchCountFirst,
  };
};

describe('the offline search’s count', () => {
  it('says how many were found, and which were shown when there are more than it lists', () => {
    expect(countText(wordsOf('tr'), 1, 1)).toBe('1 sonuç');
    expect(countText(wordsOf('tr'), 12, 12)).toBe('12 sonuç');
    expect(countText(wordsOf('tr'), 30, 214)).toBe('214 sonuçtan ilk 30 tanesi');
    expect(countText(wordsOf('en'), 1, 1)).toBe('1 result');
    expect(countText(wordsOf('en'), 12, 12)).toBe('12 results');
    expect(countText(wordsOf('en'), 30, 214)).toBe('The first 30 of 214 results');
    expect(countText(wordsOf('ku'), 30, 214)).toBe('30 encamên pêşîn ji 214 encaman');
  });
});
