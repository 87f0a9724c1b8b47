import { describe, expect, it } from 'vitest';
import {
  ADD_BUSINESS_CATEGORIES,
  canonicalCategory,
  REGISTRATION_CATEGORIES,
} from '~/features/directory/categories.ts';

describe('categories', () => {
  it('has the 17 add-business and 15 registration categories of the spec', () => {
    expect(ADD_BUSINESS_CATEGORIES).toHaveLength(17);
    expect(REGISTRATION_CATEGORIES).toHaveLength(15);
  });

  it('maps registration labels, slugs and other spellings onto canonical names', () => {
    expect(canonicalCategory('Restaurant & Cafe')).toBe('Restoranlar');
    expect(canonicalCategory('kuafor-berber')).toBe('Kuaför & Berber');
    expect(canonicalCategory('SAĞLIK')).toBe('Sağlık');
    expect(canonicalCategory('Uzay Gemileri')).toBeNull();
  });
});
