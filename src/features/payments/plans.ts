// Premium listing plans of SPEC §3. Prices are shown to visitors; the amount charged comes from the
// Stripe price id the server maps each plan to (STRIPE_PRICE_BASIC / _PREMIUM / _ELITE), never from the client.

import type { SubscriptionTier } from '~/features/listings/vocabulary.ts';
import { ENTITLEMENTS } from '~/features/payments/entitlements.ts';

export const PLAN_IDS = ['basic', 'premium', 'elite'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** TL per month. */
  price: number;
  description: string;
  popular: boolean;
  features: string[];
  /**
   * Tier set on the business while subscribed. Basic lifts the listing to 'standard'; Premium Plus and
   * Elite both give the 'premium' tier (ranked first, premium badge) — Elite adds showcase extras.
   */
  tier: Exclude<SubscriptionTier, 'free'>;
}

/** What every listing has without a plan (the plans below list only what this lacks). */
export const FREE_FEATURES: readonly string[] = [
  'Rehberde işletme sayfası ve haritada konum',
  `${ENTITLEMENTS.free.photos} fotoğraflık galeri`,
  'Görüntülenme ve dokunuş istatistikleri',
  `Aynı anda ${ENTITLEMENTS.free.livePosts} etkinlik, fırsat ya da duyuru`,
  'Yorumlara yanıt ve ziyaretçi mesajları',
];

/** A plan's larger limits, said against the free ones. */
const moreRoom = (plan: PlanId) =>
  `${ENTITLEMENTS[plan].photos} fotoğraf ve aynı anda ${ENTITLEMENTS[plan].livePosts} etkinlik, fırsat ya da duyuru (ücretsiz: ${ENTITLEMENTS.free.photos} ve ${ENTITLEMENTS.free.livePosts})`;

export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic Premium',
    price: 500,
    description: 'Küçük işletmeler için öne çıkan listeleme.',
    popular: false,
    tier: 'standard',
    features: ['Standart rozet ile öne çıkan listeleme', moreRoom('basic'), 'E-posta desteği'],
  },
  {
    id: 'premium',
    name: 'Premium Plus',
    price: 1000,
    description: 'Aramalarda en üstte yer alın, premium rozetiyle güven verin.',
    popular: true,
    tier: 'premium',
    features: [
      'Basic Premium’daki her şey',
      'Kategori ve aramalarda ilk sıralarda gösterim',
      'Premium rozeti',
      moreRoom('premium'),
      'Sosyal medya paylaşım desteği',
      'Öncelikli destek',
    ],
  },
  {
    id: 'elite',
    name: 'Elite Showcase',
    price: 2000,
    description: 'Ana sayfa vitrini ve blogda tanıtım ile en geniş görünürlük.',
    popular: false,
    tier: 'premium',
    features: [
      'Premium Plus’taki her şey',
      'Ana sayfa vitrininde yer alma',
      'Blogda işletme tanıtım yazısı',
      moreRoom('elite'),
      'Kişisel hesap yöneticisi',
    ],
  },
];

/** The plan with this id, if any. */
export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

const TIER_RANK: Record<SubscriptionTier, number> = { free: 0, standard: 1, premium: 2 };

/** The higher of two tiers (a business with two active plans keeps the better one). */
export function higherTier(a: SubscriptionTier, b: SubscriptionTier): SubscriptionTier {
  return TIER_RANK[b] > TIER_RANK[a] ? b : a;
}

/** Turkish label of a Stripe subscription status. */
export const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  incomplete: 'Ödeme bekleniyor',
  incomplete_expired: 'Ödeme süresi doldu',
  trialing: 'Deneme süresinde',
  active: 'Aktif',
  past_due: 'Ödeme gecikti',
  canceled: 'İptal edildi',
  unpaid: 'Ödenmedi',
  paused: 'Duraklatıldı',
};
