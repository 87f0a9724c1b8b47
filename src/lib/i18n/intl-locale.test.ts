import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, SCRIPT_LOCALE } from '~/lib/i18n/intl-locale.ts';
import { LANGS } from '~/lib/i18n/langs.ts';

describe('the locale scripts format with', () => {
  it.each(LANGS)('writes numbers and picks plural forms on a %s page as the server does', (lang) => {
    const numbers = [0, 1, 2, 7.5, 4.25, 999, 1000, 12_345.5, 1_234_567];
    for (const options of [{}, { maximumFractionDigits: 1 }, { minimumFractionDigits: 1, maximumFractionDigits: 1 }]) {
      const server = new Intl.NumberFormat(INTL_LOCALE[lang], options);
      const script = new Intl.NumberFormat(SCRIPT_LOCALE[lang], options);
      expect(numbers.map((n) => script.format(n))).toEqual(numbers.map((n) => server.format(n)));
    }
    const plural = (locale: string) => numbers.map((n) => new Intl.PluralRules(locale).select(n));
    expect(plural(SCRIPT_LOCALE[lang])).toEqual(plural(INTL_LOCALE[lang]));
  });

  it('is a locale every browser carries (Chromium has no Kurmanji data)', () => {
    expect(Object.values(SCRIPT_LOCALE).every((locale) => ['tr-TR', 'en-GB'].includes(locale))).toBe(true);
  });
});
