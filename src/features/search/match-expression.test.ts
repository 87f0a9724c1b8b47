import { describe, expect, it } from 'vitest';
import { ftsTokens, parseMatch } from '~/features/search/match-expression.ts';

const term = (columns: string[] | null, tokens: string[], prefix = false) => ({
  kind: 'term',
  columns,
  tokens,
  prefix,
});

describe('parseMatch', () => {
  it('reads column filters, prefixes and phrases', () => {
    expect(parseMatch('{name category} : ("kebap"* OR "pide")')).toEqual({
      kind: 'or',
      left: term(['name', 'category'], ['kebap'], true),
      right: term(['name', 'category'], ['pide']),
    });
    expect(parseMatch('facets : listed')).toEqual(term(['facets'], ['listed']));
  });

  it('binds NOT tighter than AND, and AND tighter than OR, with side by side meaning AND', () => {
    expect(parseMatch('a b OR c NOT d')).toEqual({
      kind: 'or',
      left: { kind: 'and', left: term(null, ['a']), right: term(null, ['b']) },
      right: { kind: 'not', left: term(null, ['c']), right: term(null, ['d']) },
    });
    expect(parseMatch('(x) NOT (y) AND (z)')).toEqual({
      kind: 'and',
      left: { kind: 'not', left: term(null, ['x']), right: term(null, ['y']) },
      right: term(null, ['z']),
    });
  });

  it('keeps only the columns both of two nested filters name', () => {
    expect(parseMatch('{name district} : (name : "x")')).toEqual(term(['name'], ['x']));
  });

  it('unquotes doubled quotes and cuts a phrase into tokens', () => {
    expect(parseMatch('"say ""çiğ köfte"""')).toEqual(term(null, ['say', 'cig', 'kofte']));
  });

  it('refuses syntax the index never receives', () => {
    expect(() => parseMatch('name : ("x"')).toThrow();
    expect(() => parseMatch('"open')).toThrow();
    expect(() => parseMatch('a )')).toThrow();
  });
});

describe('ftsTokens', () => {
  it('splits at anything but letters and digits, lower case without accents', () => {
    expect(ftsTokens('Kâhta-Merkez 2. Cad.')).toEqual(['kahta', 'merkez', '2', 'cad']);
  });
});
