import { describe, expect, it } from 'vitest';
import { facetMatch, ftsMatchQuery, listingGroups, searchTokens } from '~/features/directory/search.server.ts';

describe('FTS query building', () => {
  const text = '{name category subcategory district address description}';

  it('folds, splits and quotes words as prefixes, searching only the text columns', () => {
    expect(searchTokens('Çiğ  KÖFTE!')).toEqual(['cig', 'kofte']);
    expect(ftsMatchQuery('Kâhta')).toBe(`${text} : ("kahta"*)`);
    expect(ftsMatchQuery('cig kofte', 'name')).toBe('name : ("cig"* "kofte"*)');
    expect(ftsMatchQuery('" OR * ()')).toBe(`${text} : ("or"*)`);
    expect(ftsMatchQuery('  ""  ')).toBeNull();
  });

  it('turns filters into facet tokens', () => {
    expect(facetMatch({})).toBeNull();
    expect(facetMatch({ categoryId: 3, subcategoryId: 12, districtSlug: 'kahta', featured: true })).toBe(
      'facets : (k3 s12 ikahta featured)',
    );
  });

  it('lists name matches first, then the other matches, within the filters', () => {
    expect(listingGroups(undefined, {})).toEqual(['facets : listed']);
    expect(listingGroups('  ', { districtSlug: 'tut' })).toEqual(['facets : (itut)']);
    expect(listingGroups('otel', {})).toEqual(['name : ("otel"*)', `(${text} : ("otel"*)) NOT (name : ("otel"*))`]);
    expect(listingGroups('otel', { categoryId: 10 })).toEqual([
      '(name : ("otel"*)) AND (facets : (k10))',
      `((${text} : ("otel"*)) AND (facets : (k10))) NOT (name : ("otel"*))`,
    ]);
    expect(listingGroups('!!', {})).toBeNull();
  });
});
