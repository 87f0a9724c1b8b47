import { describe, expect, it } from 'vitest';
import {
  businessesInCategoryPath,
  businessPath,
  businessSectionPath,
  categoryPath,
  claimPath,
  districtPath,
  ownerListingPath,
  ownerListingSectionPath,
  postPath,
} from '~/lib/paths.ts';

describe('the site paths', () => {
  it.each([
    ['a business page', '/business/7', businessPath(7)],
    ['the message form of a business', '/business/7/mesaj', businessSectionPath(7, 'message')],
    ['the report form of a business', '/business/7/bildir', businessSectionPath(7, 'report')],
    ['a district’s landing page', '/ilce/kahta', districtPath('kahta')],
    ['a district’s page of one category', '/ilce/kahta/restoranlar', districtPath('kahta', 'restoranlar')],
    ['a category’s landing page', '/kategori/restoranlar', categoryPath('restoranlar')],
    ['a blog post', '/blog/adiyaman-gezi-rehberi', postPath('adiyaman-gezi-rehberi')],
    ['the owner’s page of a listing', '/hesabim/isletme/3', ownerListingPath(3)],
    ['a listing’s statistics for its owner', '/hesabim/isletme/3/istatistikler', ownerListingSectionPath(3, 'stats')],
    ['a listing’s reviews for its owner', '/hesabim/isletme/3/yorumlar', ownerListingSectionPath(3, 'reviews')],
    ['a listing’s messages for its owner', '/hesabim/isletme/3/mesajlar', ownerListingSectionPath(3, 'inquiries')],
    ['a listing’s photos for its owner', '/hesabim/isletme/3/fotograflar', ownerListingSectionPath(3, 'photos')],
    ['the claim form of a listing', '/hesabim/sahiplen/3', claimPath(3)],
  ])('names %s %s', (_what, expected, path) => {
    expect(path).toBe(expected);
  });

  it('escapes a category name in the list filter, Turkish letters and all', () => {
    expect(businessesInCategoryPath('Kafe & Pastane')).toBe('/businesses?category=Kafe%20%26%20Pastane');
    expect(new URL(businessesInCategoryPath('Çiğ Köfte'), 'http://x').searchParams.get('category')).toBe('Çiğ Köfte');
  });
});
