import { describe, expect, it } from 'vitest';
import { ADD_BUSINESS_CATEGORIES, canonicalCategory, REGISTRATION_CATEGORIES } from '~/features/listings/categories.ts';
import { itMapsEach } from '../../../tests/support/each.ts';

describe('categories', () => {
  it('has the 17 add-business and 15 registration categories of the spec', () => {
    expect(ADD_BUSINESS_CATEGORIES).toHaveLength(17);
    expect(REGISTRATION_CATEGORIES).toHaveLength(15);
  });

  itMapsEach('maps registration labels, slugs and other spellings onto canonical names', canonicalCategory, [
    ['Restaurant & Cafe', 'Restoranlar'],
    ['kuafor-berber', 'Kuaför & Berber'],
    ['SAĞLIK', 'Sağlık'],
    ['Uzay Gemileri', null],
  ]);
});
