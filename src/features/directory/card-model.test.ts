import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TierBadge } from '~/features/directory/BusinessMeta.tsx';
import { tierBadgeHtml } from '~/features/directory/card.ts';
import { businessCardModel, tierBadge } from '~/features/directory/card-model.ts';

const business = {
  id: 7,
  subscriptionTier: 'premium',
  category: 'Restoranlar',
  district: 'Kâhta',
  phone: '0 (416) 725 12 34',
  closure: null,
};

/** The class, icon and text of a badge's markup, whoever drew it. */
function badgeParts(markup: string) {
  return {
    className: markup.match(/^<span class="([^"]+)"/)?.[1],
    icon: markup.match(/#icon-([a-z-]+)/)?.[1],
    text: markup.replace(/<[^>]+>/g, ''),
  };
}

describe('business card model', () => {
  it('draws the same tier badge (classes, icon, label) in the fragment and in the React islands', () => {
    for (const tier of ['premium', 'standard']) {
      const fragment = badgeParts(tierBadgeHtml(tier).markup);
      const island = badgeParts(renderToStaticMarkup(createElement(TierBadge, { badge: tierBadge(tier) })));
      expect(island).toEqual(fragment);
      expect(fragment.className).toContain(tier === 'premium' ? 'bg-amber-100' : 'bg-sky-100');
    }
    expect(renderToStaticMarkup(createElement(TierBadge, { badge: tierBadge('free') }))).toBe('');
  });

  it('gives the page, the category and district line, and the call link of an open listing', () => {
    expect(businessCardModel(business)).toMatchObject({
      href: '/business/7',
      meta: 'Restoranlar · Kâhta',
      callHref: 'tel:04167251234',
      tier: { label: 'Premium', icon: 'star' },
    });
    expect(businessCardModel({ ...business, district: null, phone: ' ' })).toMatchObject({
      meta: 'Restoranlar',
      callHref: null,
    });
  });

  it('offers no call for a listing closed for now or for good; a moved one keeps its call', () => {
    expect(businessCardModel({ ...business, closure: 'closed_permanently' }).callHref).toBeNull();
    expect(businessCardModel({ ...business, closure: 'closed_temporarily' }).callHref).toBeNull();
    expect(businessCardModel({ ...business, closure: 'moved' }).callHref).toBe('tel:04167251234');
  });
});
