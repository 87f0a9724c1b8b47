import { describe, expect, it } from 'vitest';
import { formatDateIn, formatLiraIn, formatNumberIn, pluralIn } from '~/lib/i18n/format.ts';
import { alternatePaths, isLocalizedPath, langOfPath, localizedPath, stripLang } from '~/lib/i18n/langs.ts';
import { itMapsEach } from '../../../tests/support/each.ts';

describe('language addresses', () => {
  itMapsEach('reads the prefix', langOfPath, [
    ['/en/business/7', 'en'],
    ['/ku', 'ku'],
    ['/english', 'tr'],
    ['/business/7', 'tr'],
  ]);

  itMapsEach('strips the prefix', stripLang, [
    ['/ku/business/7', '/business/7'],
    ['/en', '/'],
    ['/enx', '/enx'],
  ]);

  it.each([
    ['/', 'en', '/en'],
    ['/businesses?category=Oteller#x', 'ku', '/ku/businesses?category=Oteller#x'],
    ['/business/7/mesaj', 'en', '/en/business/7/mesaj'],
    ['/hesabim', 'en', '/hesabim'],
    ['/admin/isletmeler', 'ku', '/admin/isletmeler'],
    ['/api/businesses', 'ku', '/api/businesses'],
    ['/contact', 'tr', '/contact'],
  ] as const)('prefixes visitor pages only: %s in %s → %s', (path, lang, localized) => {
    expect(localizedPath(path, lang)).toBe(localized);
  });

  itMapsEach('tells visitor pages from the others', isLocalizedPath, [
    ['/ilce/kahta/oteller', true],
    ['/hesap/giris', false],
  ]);

  itMapsEach('names every version of a page', alternatePaths, [
    ['/en/business/7', { tr: '/business/7', en: '/en/business/7', ku: '/ku/business/7' }],
    ['/hesabim', { tr: '/hesabim' }],
    ['/business/7/', { tr: '/business/7', en: '/en/business/7', ku: '/ku/business/7' }],
    ['/en/', { tr: '/', en: '/en', ku: '/ku' }],
  ]);
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
