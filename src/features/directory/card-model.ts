// One business card for every drawing of it: the fragment (card.ts), the React islands (the mobile
// list, the home search) and the DOM scripts take the tier badge, the lines and the call link from here,
// so a card looks and behaves the same whatever draws it.
import type { BusinessSummary } from '~/features/directory/business.ts';
import { telHref, tierLabel } from '~/features/directory/display.ts';
import { offersCall } from '~/features/listings/closure.ts';
import { businessPath } from '~/lib/paths.ts';
import { badgeClass } from '~/lib/ui/recipes.ts';

/** A paid tier's badge: its label, its sprite icon (filled) and its classes. */
export interface TierBadge {
  label: string;
  icon: 'star' | 'diamond';
  className: string;
}

/** A page's words for the paid tiers (Turkish when not given). */
type TierWords = { premium: string; standard: string };

/** The tier's badge (premium or standard) in the page's words; null for the free tier. */
export function tierBadge(tier: string, words?: TierWords): TierBadge | null {
  const label = tierLabel(tier);
  if (!label) return null;
  const premium = tier === 'premium';
  return {
    label: words ? words[premium ? 'premium' : 'standard'] : label,
    icon: premium ? 'star' : 'diamond',
    className: badgeClass(premium ? 'bg-amber-100 text-amber-900' : 'bg-sky-100 text-sky-900'),
  };
}

/** The line under a card's name: category, and district when known. */
const cardMeta = (b: { category: string; district: string | null }): string =>
  b.district ? `${b.category} · ${b.district}` : b.category;

interface BusinessCardModel {
  /** The business page. */
  href: string;
  tier: TierBadge | null;
  meta: string;
  /** The `tel:` link of its call button; null without a phone or when the listing is closed. */
  callHref: string | null;
}

/** What every card of a business shows beyond its name, address and rating. */
export function businessCardModel(
  b: Pick<BusinessSummary, 'id' | 'subscriptionTier' | 'category' | 'district' | 'phone' | 'closure'>,
  words?: TierWords,
): BusinessCardModel {
  return {
    href: businessPath(b.id),
    tier: tierBadge(b.subscriptionTier, words),
    meta: cardMeta(b),
    callHref: b.phone?.trim() && offersCall(b.closure) ? telHref(b.phone) : null,
  };
}
