import { describe, expect, it } from 'vitest';
import { formatPercent } from '~/lib/percent.ts';

describe('formatPercent', () => {
  it('puts the percent sign first and adds suffixes by vowel harmony of the number as read', () => {
    expect(formatPercent(62)).toBe('%62');
    expect(formatPercent(12.5)).toBe('%12,5');
    const cases: [number, string][] = [
      [36, '%36’sında'],
      [10, '%10’unda'],
      [4, '%4’ünde'],
      [5, '%5’inde'],
      [6, '%6’sında'],
      [9, '%9’unda'],
      [20, '%20’sinde'],
      [40, '%40’ında'],
      [100, '%100’ünde'],
      [0, '%0’ında'],
      [2.5, '%2,5’inde'],
    ];
    for (const [value, expected] of cases) expect(formatPercent(value, 'possessiveLocative')).toBe(expected);
    expect(formatPercent(4, 'locative')).toBe('%4’te');
    expect(formatPercent(10, 'locative')).toBe('%10’da');
    expect(formatPercent(60, 'ablative')).toBe('%60’tan');
    expect(formatPercent(20, 'dative')).toBe('%20’ye');
    expect(formatPercent(30, 'dative')).toBe('%30’a');
    expect(formatPercent(6, 'genitive')).toBe('%6’nın');
    expect(formatPercent(3, 'accusative')).toBe('%3’ü');
  });

  it('reads the last word of large round numbers', () => {
    expect(formatPercent(1000, 'locative')).toBe('%1.000’de');
    expect(formatPercent(1_000_000, 'locative')).toBe('%1.000.000’da');
  });

  it('writes a fall with the minus before the sign, and no minus on a zero', () => {
    expect(formatPercent(-100)).toBe('-%100');
    expect(formatPercent(-12.5)).toBe('-%12,5');
    expect(formatPercent(-0.01)).toBe('%0');
  });
});
