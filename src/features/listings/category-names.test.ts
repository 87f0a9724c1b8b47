import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '~/features/listings/categories.ts';
import {
  categoryNameIn,
  categoryNamesIn,
  subcategoryNameIn,
  TRANSLATED_SUBCATEGORIES,
} from '~/features/listings/category-names.ts';

describe('category names in three languages', () => {
  it('names every category and subcategory in English and Kurmanji', () => {
    const slugs = CATEGORIES.flatMap((c) => c.subcategories.map((s) => s.slug)).sort();
    expect([...TRANSLATED_SUBCATEGORIES].sort()).toEqual(slugs);
    expect(categoryNameIn('Sağlık', 'en')).toBe('Health');
    expect(categoryNameIn('Sağlık', 'ku')).toBe('Tenduristî');
    expect(categoryNameIn('Sağlık', 'tr')).toBe('Sağlık');
    expect(subcategoryNameIn('eczaneler', 'Eczaneler', 'ku')).toBe('Dermanxane');
    expect(subcategoryNameIn('yeni', 'Yeni', 'en')).toBe('Yeni');
  });

  it('gives a page’s script every category’s name in its language, by the Turkish name, and none in Turkish', () => {
    const english = categoryNamesIn('en');
    expect(Object.keys(english ?? {})).toEqual(CATEGORIES.map((c) => c.name));
    expect(english?.Sağlık).toBe('Health');
    expect(categoryNamesIn('ku')?.Sağlık).toBe('Tenduristî');
    expect(categoryNamesIn('tr')).toBeUndefined();
  });
});
