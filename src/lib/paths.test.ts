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
  it('names a business page and the pages under it', () => {
    expect(businessPath(7)).toBe('/business/7');
    expect(businessSectionPath(7, 'message')).toBe('/business/7/mesaj');
    expect(businessSectionPath(7, 'report')).toBe('/business/7/bildir');
  });

  it('escapes a category name in the list filter, Turkish letters and all', () => {
    expect(businessesInCategoryPath('Kafe & Pastane')).toBe('/businesses?category=Kafe%20%26%20Pastane');
    expect(new URL(businessesInCategoryPath('Çiğ Köfte'), 'http://x').searchParams.get('category')).toBe('Çiğ Köfte');
  });

  it('names the landing pages of a district, a district and category, and a category', () => {
    expect(districtPath('kahta')).toBe('/ilce/kahta');
    expect(districtPath('kahta', 'restoranlar')).toBe('/ilce/kahta/restoranlar');
    expect(categoryPath('restoranlar')).toBe('/kategori/restoranlar');
  });

  it('names a post and the owner pages of a listing', () => {
    expect(postPath('adiyaman-gezi-rehberi')).toBe('/blog/adiyaman-gezi-rehberi');
    expect(ownerListingPath(3)).toBe('/hesabim/isletme/3');
    expect(ownerListingSectionPath(3, 'stats')).toBe('/hesabim/isletme/3/istatistikler');
    expect(ownerListingSectionPath(3, 'reviews')).toBe('/hesabim/isletme/3/yorumlar');
    expect(ownerListingSectionPath(3, 'inquiries')).toBe('/hesabim/isletme/3/mesajlar');
    expect(ownerListingSectionPath(3, 'photos')).toBe('/hesabim/isletme/3/fotograflar');
    expect(claimPath(3)).toBe('/hesabim/sahiplen/3');
  });
});
