import { describe, expect, it } from 'vitest';
import { SEARCH_SYNONYMS } from '~/features/search/search-synonyms.ts';
import { VISITOR_LANGUAGE_SYNONYMS } from '~/features/search/visitor-language-synonyms.ts';
import { foldTr } from '~/lib/text.ts';

describe('English and Kurmanji search words', () => {
  it('are kept folded, as the search looks them up', () => {
    for (const [word, targets] of Object.entries(VISITOR_LANGUAGE_SYNONYMS)) {
      expect(foldTr(word)).toBe(word);
      for (const target of targets) expect(foldTr(target)).toBe(target);
    }
    expect(foldTr('otêl')).toBe('otel');
  });

  it.each([
    ['pharmacy', 'eczane'],
    ['Dermanxane', 'eczane'],
    ['hotel', 'otel'],
    ['nexweşxane', 'hastane'],
    ['xwaringeh', 'restoran'],
  ])("lead a visitor's %s to the Turkish %s", (typed, turkish) => {
    expect(SEARCH_SYNONYMS[foldTr(typed)]).toContain(turkish);
  });
});
