import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '~/features/listings/categories.ts';
import { asIconName } from '~/lib/ui/icon-names.ts';

// categories.json cannot carry the IconName type, so its icons are checked here.
describe('categories.json', () => {
  it('gives every category an icon the site draws', () => {
    expect(CATEGORIES.filter((c) => asIconName(c.icon) === null)).toEqual([]);
  });
});
