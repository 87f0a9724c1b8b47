import { describe, expect, it } from 'vitest';
import { trustChecklist } from '~/features/seo/authority.server.ts';

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
