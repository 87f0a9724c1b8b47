import { describe, expect, it } from 'vitest';
import {
  editDistance,
  facetMatch,
  filteredLevels,
  matchLevels,
  planQuery,
  suggestQueries,
  Vocabulary,
} from '~/features/search/search.server.ts';

/** Documents per term, by the index column that holds it. */
const TERMS: Record<string, Record<string, number>> = {
  name: { eczanesi: 3, kuaforu: 2, pansiyon: 5, otel: 7, cig: 2, kofte: 2 },
  name_terms: { kuafor: 2, yesilvadi: 1, cigkofte: 1 },
  category: { kuafor: 4 },
  category_terms: { eczane: 2 },
  district: { kahta: 9 },
  description: { kebap: 3 },
};
const vocabulary = new Vocabulary(
  Object.entries(TERMS).flatMap(([column, docs]) =>
    Object.entries(docs).map(([term, n]): [string, string, number] => [term, column, n]),
  ),
);

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and swaps, and stops past the limit', () => {
    expect(editDistance('kuafr', 'kuafor', 1)).toBe(1);
    expect(editDistance('pansyon', 'pansiyon', 1)).toBe(1);
    expect(editDistance('otle', 'otel', 1)).toBe(1);
    expect(editDistance('kervnsry', 'kervansaray', 2)).toBe(3);
  });
});

describe('query plans', () => {
  it('quotes words as prefixes (no FTS syntax gets through) and adds stems, bases and synonyms the index knows', () => {
    const plan = planQuery('Eczaneler pharmacy " OR *', vocabulary);
    expect(plan?.words.map((w) => w.word)).toEqual(['eczaneler', 'pharmacy', 'or']);
    expect(plan?.words[0]?.phrases).toEqual([{ term: 'eczane', prefix: true }]);
    expect(plan?.words[1]?.phrases).toEqual([{ term: 'eczane', prefix: true }]);
    expect(plan?.words[2]?.phrases).toEqual([]);
    expect(planQuery('  ""  ', vocabulary)).toBeNull();
  });

  it('tries typo candidates only for words of 5+ letters that match nothing as typed', () => {
    expect(planQuery('kuafr', vocabulary)?.words[0]?.typos).toEqual([{ term: 'kuafor', prefix: true }]);
    expect(planQuery('otle', vocabulary)?.words[0]?.typos).toEqual([]);
    expect(planQuery('kuafor', vocabulary)?.words[0]?.typos).toEqual([]);
  });

  it('joins neighbouring words the index has written together', () => {
    expect(planQuery('yeşil vadi', vocabulary)?.joined).toEqual([{ term: 'yesilvadi', prefix: true }]);
    expect(planQuery('otel kahta', vocabulary)?.joined).toEqual([null]);
  });

  it('plans the words of one trade as one, standing for the names the directory gives the trade', () => {
    const plan = planQuery('çiğ köfte', vocabulary);
    expect(plan?.words.map((w) => [w.word, w.trade])).toEqual([['cig kofte', true]]);
    expect(plan?.words[0]?.phrases).toContainEqual({ term: 'cigkofte', prefix: true });
    expect(planQuery('eczahane', vocabulary)?.words[0]?.phrases).toEqual([{ term: 'eczane', prefix: true }]);
  });

  it('reads sorting and filtering words as intent and drops fillers', () => {
    const plan = planQuery('en iyi açık ucuz otel in kahta', vocabulary);
    expect(plan?.intent).toEqual({ best: true, open: true, cheap: true });
    expect(plan?.words.map((w) => w.word)).toEqual(['otel', 'kahta']);
  });

  it('orders the levels from the name to anywhere, typos last, each holding the one before', () => {
    expect(matchLevels(planQuery('kuafr', vocabulary) as never, vocabulary)).toEqual([
      '{name name_terms} : ("kuafor"*)',
      '{name name_terms category} : ("kuafor"*)',
    ]);
  });

  it('names only the columns that hold a word, and leaves out a level that adds none', () => {
    // Name and district hold 'otel' and 'kahta'; every wider level adds nothing and is left out.
    expect(matchLevels(planQuery('otel kahta', vocabulary) as never, vocabulary)).toEqual([
      '{name district} : ("otel") AND {name district} : ("kahta")',
    ]);
    expect(matchLevels(planQuery('zzzz', vocabulary) as never, vocabulary)).toEqual([]);
  });

  it('matches a word exactly where its columns hold no longer word starting with it (the same rows, found faster)', () => {
    expect(vocabulary.narrowed({ term: 'kahta', prefix: true }, ['district'])).toEqual({
      term: 'kahta',
      prefix: false,
    });
    expect(vocabulary.narrowed({ term: 'kuafor', prefix: true }, ['name'])).toEqual({ term: 'kuafor', prefix: true });
    expect(vocabulary.narrowed({ term: 'kuafor', prefix: true }, ['category'])).toEqual({
      term: 'kuafor',
      prefix: false,
    });
    // 'eczanesi' as typed and as a prefix are the same in the name: one level, then its stem as a prefix.
    expect(matchLevels(planQuery('eczanesi', vocabulary) as never, vocabulary)).toEqual([
      'name : ("eczanesi")',
      'name : ("eczanes"*)',
    ]);
  });

  it('suggests whole corrected queries for a word that matches nothing', () => {
    const plan = planQuery('yesilvdi pansiyon', vocabulary);
    expect(plan && suggestQueries(plan, vocabulary)).toEqual(['yesilvadi pansiyon']);
  });
});

describe('filters', () => {
  it('turns filters into facet tokens and adds them to every level', () => {
    expect(facetMatch({})).toBeNull();
    expect(facetMatch({ categoryId: 3, subcategoryId: 12, districtSlug: 'kahta', featured: true })).toBe(
      'facets : (k3 s12 ikahta featured)',
    );
    expect(filteredLevels(null, {})).toEqual(['facets : listed']);
    expect(filteredLevels(null, { districtSlug: 'tut' })).toEqual(['facets : (itut)']);
    expect(filteredLevels(['name : ("otel")'], { categoryId: 10 })).toEqual(['(name : ("otel")) AND (facets : (k10))']);
  });
});
