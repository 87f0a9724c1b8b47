import { describe, expect, it } from 'vitest';
import { isPagePath, kitUrls, NEVER_KEPT } from '~/features/offline/worker-routes.ts';

describe('the offline kit’s addresses', () => {
  it('keeps the kit’s pages and the favourites’ pages in the visitor’s language, and the index as it is', () => {
    const english = kitUrls([7, 12], 'en');
    expect(english).toContain('/en/cevrimdisi');
    expect(english).toContain('/en/nobetci-eczane');
    expect(english).toContain('/en/nobetci-eczane/kahta');
    expect(english).toContain('/en/turizm/nemrut');
    expect(english.slice(-2)).toEqual(['/en/business/7', '/en/business/12']);
    expect(english).toContain('/api/offline/listings.json');
    expect(english.filter((url) => url.startsWith('/api/'))).toEqual(['/api/offline/listings.json']);

    const turkish = kitUrls([7], 'tr');
    expect(turkish).toContain('/cevrimdisi');
    expect(turkish.at(-1)).toBe('/business/7');
    expect(turkish.some((url) => /^\/(en|ku)\//.test(url))).toBe(false);
    expect(kitUrls([], 'ku')).toContain('/ku/cevrimdisi');
  });

  it('takes only whole positive ids, a hundred at the most', () => {
    const urls = kitUrls([0, -3, 1.5, Number.NaN, 4], 'tr');
    expect(urls.filter((url) => url.startsWith('/business/'))).toEqual(['/business/4']);
    const many = Array.from({ length: 150 }, (_, i) => i + 1);
    expect(kitUrls(many, 'tr').filter((url) => url.startsWith('/business/'))).toHaveLength(100);
  });

  it('never keeps the operator’s, the owners’ or an account’s addresses, in any language', () => {
    for (const path of [
      '/admin',
      '/admin/onay-kuyrugu',
      '/hesabim',
      '/hesap/giris',
      '/api/auth/login',
      '/api/desk/x',
    ]) {
      expect(NEVER_KEPT.test(path), path).toBe(true);
    }
    for (const path of ['/', '/en/cevrimdisi', '/business/4', '/api/offline/listings.json']) {
      expect(NEVER_KEPT.test(path), path).toBe(false);
    }
    expect(isPagePath('/en/cevrimdisi')).toBe(true);
    expect(isPagePath('/api/offline/listings.json')).toBe(false);
    expect(isPagePath('/_astro/x.js')).toBe(false);
  });
});
