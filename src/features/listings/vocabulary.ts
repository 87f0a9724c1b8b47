// The listing's vocabulary: its statuses, tiers, interests and the names of its fields, as every
// feature that shows or changes a listing says them.

import { type SubscriptionTier, TIER_LABELS } from '~/features/listings/tiers.ts';
import type { ListingColumns } from '~/features/submissions/add-business-columns.ts';
import { labelOf, optionsOf, valuesOf } from '~/lib/choices.ts';

const BUSINESS_STATUS_LABELS = {
  pending: 'Onay bekliyor',
  approved: 'Yayında',
  hidden: 'Gizli',
  rejected: 'Reddedildi',
  closed: 'Kapandı / taşındı',
} as const;
export type BusinessStatus = keyof typeof BUSINESS_STATUS_LABELS;
export const BUSINESS_STATUSES = valuesOf(BUSINESS_STATUS_LABELS);
export const BUSINESS_STATUS_OPTIONS = optionsOf(BUSINESS_STATUS_LABELS);

/** A stored status as the desk names it (an unknown one as stored). */
export const businessStatusLabel = (status: string) => labelOf(BUSINESS_STATUS_LABELS, status);

// The tiers live in tiers.ts (a card's badge needs them alone); they stay part of this vocabulary.
export { type SubscriptionTier, TIER_LABELS };

/** A stored tier as the pages name it (an unknown one as stored). */
export const tierLabel = (tier: string) => labelOf(TIER_LABELS, tier);

/** The advertising and service interests of wizard step 3 (boolean columns of the business). */
export const INTEREST_LABELS = {
  googleAdsInterest: 'Google Ads reklamları',
  facebookAdsInterest: 'Facebook reklamları',
  instagramAdsInterest: 'Instagram reklamları',
  tiktokAdsInterest: 'TikTok reklamları',
  seoOptimization: 'SEO optimizasyonu',
  socialMediaManagement: 'Sosyal medya yönetimi',
  contentCreation: 'İçerik üretimi',
  emailMarketing: 'E-posta pazarlaması',
  deliveryService: 'Paket servis',
  onlineOrdering: 'Online sipariş',
  reservationSystem: 'Rezervasyon sistemi',
} as const;
export type InterestField = keyof typeof INTEREST_LABELS;
export const INTEREST_FIELDS = valuesOf(INTEREST_LABELS);

/** The label of each listing field the edit forms show (and the approval panel's diff names). */
export const LISTING_FIELD_LABELS: Record<keyof ListingColumns, string> = {
  name: 'İşletme adı',
  category: 'Kategori',
  address: 'Adres',
  district: 'İlçe',
  phone: 'Telefon',
  email: 'E-posta',
  website: 'Web sitesi',
  description: 'Açıklama',
  descriptionEn: 'Açıklama (İngilizce)',
  descriptionKu: 'Açıklama (Kürtçe, Kurmancî)',
  workingHours: 'Çalışma saatleri',
  facebookPage: 'Facebook',
  instagramHandle: 'Instagram',
  tiktokHandle: 'TikTok',
  youtubeChannel: 'YouTube',
  linkedinPage: 'LinkedIn',
  whatsappNumber: 'WhatsApp',
  googleMapsUrl: 'Google Haritalar bağlantısı',
  googlePlaceId: 'Google yer kimliği',
  latitude: 'Enlem',
  longitude: 'Boylam',
  ...INTEREST_LABELS,
  marketingBudget: 'Aylık pazarlama bütçesi (₺)',
  targetAudience: 'Hedef kitle',
  businessGoals: 'İşletme hedefleri',
};
