import { describe, expect, it } from 'vitest';
import {
  ADD_BUSINESS_CATEGORIES,
  CATEGORIES,
  canonicalCategory,
  REGISTRATION_CATEGORIES,
} from '~/features/listings/categories.ts';
import { asIconName } from '~/lib/ui/icon-names.ts';
import { itMapsEach } from '../../../tests/support/each.ts';

describe('categories', () => {
  it('has the 17 add-business and 15 registration categories of the spec', () => {
    expect(ADD_BUSINESS_CATEGORIES).toHaveLength(17);
    expect(REGISTRATION_CATEGORIES).toHaveLength(15);
  });

  // categories.json cannot carry the IconName type, so its icons are checked here.
  it('gives every category an icon the site draws', () => {
    expect(CATEGORIES.filter((c) => asIconName(c.icon) === null)).toEqual([]);
  });

  itMapsEach('maps registration labels, slugs and other spellings onto canonical names', canonicalCategory, [
    ['Restaurant & Cafe', 'Restoranlar'],
    ['kuafor-berber', 'Kuaför & Berber'],
    ['SAĞLIK', 'Sağlık'],
    ['Uzay Gemileri', null],
  ]);
});
