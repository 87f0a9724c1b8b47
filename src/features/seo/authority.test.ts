import { describe, expect, it } from 'vitest';
import { trustChecklist } from '~/features/seo/authority.server.ts';
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

describe('trust checklist', () => {
  const figures = {
    approvedBusinesses: 100,
    verifiedBusinesses: 60,
    categoriesInUse: 17,
    districtsCovered: 9,
    averageRating: 4.2,
    reviewCount: 10,
    publishedPosts: 9,
  };

  it('has ten items and decides data items from the figures', () => {
    const items = trustChecklist(figures, true);
    expect(items).toHaveLength(10);
    expect(items.filter((i) => i.status === 'verified')).toHaveLength(8);
    const weaker = trustChecklist(
      { ...figures, verifiedBusinesses: 10, districtsCovered: 5, publishedPosts: 2 },
      false,
    );
    expect(weaker.filter((i) => i.status === 'verified')).toHaveLength(4);
  });
});
