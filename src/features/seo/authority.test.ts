import { describe, expect, it } from 'vitest';
import { authorityBand, authorityScore } from '~/features/seo/authority.ts';

describe('authority score', () => {
  it('is the verified share × 60 plus domain authority × 40 / 100, rounded', () => {
    expect(authorityScore(10, 100)).toBe(100);
    expect(authorityScore(0, 0)).toBe(0);
    expect(authorityScore(7, 28)).toBe(53); // 42 + 11.2
    expect(authorityScore(8, 28)).toBe(59); // 48 + 11.2
    expect(authorityScore(12, 150)).toBe(100);
  });

  it('falls into the bands of the spec', () => {
    expect(authorityBand(80)).toBe('Excellent');
    expect(authorityBand(79)).toBe('Good');
    expect(authorityBand(60)).toBe('Good');
    expect(authorityBand(40)).toBe('Developing');
    expect(authorityBand(39)).toBe('Needs Improvement');
  });
});
