import { describe, expect, it } from 'vitest';
import { listingFacets, optionTokens, readListOptions } from '~/features/directory/list-options.ts';

const listing = {
  id: 42,
  workingHours: null,
  paymentOptions: '["Nakit","Kredi Kartı"]',
  priceRange: 'Orta (₺₺)',
  closed: false,
  holidayMode: null,
  deliveryService: true,
  onlineOrdering: false,
  reservationSystem: false,
  owned: false,
};

describe('listing facets', () => {
  it('holds the tokens the filters in the URL ask for', () => {
    const facets = listingFacets(listing).trim().split(' ');
    const { options } = readListOptions(new URLSearchParams('fiyat=2&odeme=kredi-karti&hizmet=paket'));
    for (const token of optionTokens(options)) expect(facets).toContain(token);
  });

  it('has no price token for a price range it does not know, and none of the filters it does not meet', () => {
    const facets = listingFacets({ ...listing, priceRange: 'Pahalı', paymentOptions: '[]', deliveryService: false });
    expect(facets.trim()).toBe('n42');
    const { options } = readListOptions(new URLSearchParams('fiyat=1&odeme=nakit'));
    expect(optionTokens(options).some((token) => facets.includes(token))).toBe(false);
  });
});
