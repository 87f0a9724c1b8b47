import { describe, expect, it } from 'vitest';
import { readListOptions } from '~/features/directory/list-options.ts';

describe("the visitor's position ('Yakınımda')", () => {
  it('is kept to three decimals (about 100 m), whatever the address carried', () => {
    const { options, error } = readListOptions(new URLSearchParams('konum=37.7803219,38.6217654&sirala=mesafe'));
    expect(error).toBeNull();
    expect(options.location).toEqual({ lat: 37.78, lng: 38.622 });
  });
});
