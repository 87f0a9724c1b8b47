// A listing's tiers on their own: the card's badge (islands included) needs their names and nothing
// else of the vocabulary.

/** Listing tier a business gets while a plan is active (businesses.subscription_tier). */
export type SubscriptionTier = 'free' | 'standard' | 'premium';

/** Turkish label of a tier, for the management page. */
export const TIER_LABELS: Record<SubscriptionTier, string> = {
  free: 'Ücretsiz',
  standard: 'Standart',
  premium: 'Premium',
};
