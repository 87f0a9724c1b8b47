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
  });

  it("lead visitors' words to the Turkish ones", () => {
    const lookup = (typed: string) => SEARCH_SYNONYMS[foldTr(typed)];
    expect(lookup('pharmacy')).toContain('eczane');
    expect(lookup('Dermanxane')).toContain('eczane');
    expect(lookup('hotel')).toContain('otel');
    expect(foldTr('otêl')).toBe('otel');
    expect(lookup('nexweşxane')).toContain('hastane');
    expect(lookup('xwaringeh')).toContain('restoran');
  });
});
