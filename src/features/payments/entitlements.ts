// What each plan allows a listing, in one table (SPEC §3 plans, issue 15): read wherever a limit is
// enforced or shown. A listing without an entitled subscription has the free row.

import type { SubscriptionTier } from '~/features/listings/vocabulary.ts';
import type { PlanId } from '~/features/payments/plans.ts';

export interface Entitlements {
  /** Photos a listing may hold (pending and approved together). */
  photos: number;
  /** Events, offers and news a listing may have live at once (pending and current together). */
  livePosts: number;
}

export type EntitlementKey = 'free' | PlanId;

export const ENTITLEMENTS: Record<EntitlementKey, Entitlements> = {
  free: { photos: 3, livePosts: 2 },
  basic: { photos: 10, livePosts: 5 },
  premium: { photos: 20, livePosts: 10 },
  elite: { photos: 40, livePosts: 20 },
};

/** The plan a tier stands for when no subscription names one (Premium Plus for the premium tier). */
const TIER_PLAN: Record<SubscriptionTier, EntitlementKey> = { free: 'free', standard: 'basic', premium: 'premium' };

const ORDER: readonly EntitlementKey[] = ['free', 'basic', 'premium', 'elite'];

/**
 * A listing's entitlements: the best of its entitled subscriptions' plans and the plan its stored tier
 * stands for (a tier set by hand still counts).
 */
export function entitlementsOf(planIds: readonly string[], tier: string): Entitlements {
  const keys: EntitlementKey[] = [TIER_PLAN[tier as SubscriptionTier] ?? 'free'];
  // The plan ids are matched against this table, not through plans.ts: plans.ts reads the table for its
  // texts, and a runtime import back would make the two modules a cycle.
  for (const id of planIds) {
    const key = ORDER.find((known) => known === id && known !== 'free');
    if (key) keys.push(key);
  }
  const best = keys.reduce((a, b) => (ORDER.indexOf(b) > ORDER.indexOf(a) ? b : a), 'free');
  return ENTITLEMENTS[best];
}
