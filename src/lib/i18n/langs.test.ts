import { describe, expect, it } from 'vitest';
import { formatDateIn, formatLiraIn, formatNumberIn, pluralIn } from '~/lib/i18n/format.ts';
import { alternatePaths, isLocalizedPath, langOfPath, localizedPath, stripLang } from '~/lib/i18n/langs.ts';

describe('language addresses', () => {
  it('reads and strips the prefix', () => {
    expect(langOfPath('/en/business/7')).toBe('en');
    expect(langOfPath('/ku')).toBe('ku');
    expect(langOfPath('/english')).toBe('tr');
    expect(langOfPath('/business/7')).toBe('tr');
    expect(stripLang('/ku/business/7')).toBe('/business/7');
    expect(stripLang('/en')).toBe('/');
    expect(stripLang('/enx')).toBe('/enx');
  });

  it('prefixes visitor pages only', () => {
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/businesses?category=Oteller#x', 'ku')).toBe('/ku/businesses?category=Oteller#x');
    expect(localizedPath('/business/7/mesaj', 'en')).toBe('/en/business/7/mesaj');
    expect(localizedPath('/hesabim', 'en')).toBe('/hesabim');
    expect(localizedPath('/admin/isletmeler', 'ku')).toBe('/admin/isletmeler');
    expect(localizedPath('/api/businesses', 'ku')).toBe('/api/businesses');
    expect(localizedPath('/contact', 'tr')).toBe('/contact');
    expect(isLocalizedPath('/ilce/kahta/oteller')).toBe(true);
    expect(isLocalizedPath('/hesap/giris')).toBe(false);
  });

  it('names every version of a page', () => {
    expect(alternatePaths('/en/business/7')).toEqual({ tr: '/business/7', en: '/en/business/7', ku: '/ku/business/7' });
    expect(alternatePaths('/hesabim')).toEqual({ tr: '/hesabim' });
    expect(alternatePaths('/business/7/')).toEqual({ tr: '/business/7', en: '/en/business/7', ku: '/ku/business/7' });
    expect(alternatePaths('/en/')).toEqual({ tr: '/', en: '/en', ku: '/ku' });
  });
});

describe('formats through Intl', () => {
  it('writes numbers, lira and dates per language', () => {
    expect(formatNumberIn('tr', 1234.5)).toBe('1.234,5');
    expect(formatNumberIn('en', 1234.5)).toBe('1,234.5');
    expect(formatLiraIn('en', 250)).toBe('₺250');
    expect(formatLiraIn('tr', 250)).toBe('₺250');
    expect(formatDateIn('en', '2026-11-26T12:00:00Z')).toBe('26 November 2026');
    expect(formatDateIn('tr', '2026-11-26T12:00:00Z')).toBe('26 Kasım 2026');
  });

  it('chooses the plural form by the language', () => {
    expect(pluralIn('en', 1, { one: 'place', other: 'places' })).toBe('1 place');
    expect(pluralIn('en', 3, { one: 'place', other: 'places' })).toBe('3 places');
  });
});
