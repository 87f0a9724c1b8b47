// The public shape of a business (SPEC §3, camelCase, JSON fields parsed, flags as booleans).
// Types and one pure projection, so islands can use them without importing server code.
import type { Distance } from '~/features/directory/distance.ts';

/** Weekday → 'HH:MM-HH:MM' | 'Kapalı' | '24 Saat'. */
export type WorkingHours = Partial<Record<string, string>>;

export interface PublicBusiness {
  id: number;
  ownerId: number | null;
  name: string;
  nameKu: string | null;
  nameEn: string | null;
  description: string | null;
  descriptionKu: string | null;
  descriptionEn: string | null;
  category: string;
  categoryKu: string | null;
  categoryEn: string | null;
  subcategoryId: number | null;
  subcategoryName: string | null;
  subcategorySlug: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  address: string;
  addressKu: string | null;
  addressEn: string | null;
  district: string | null;
  latitude: number | null;
  longitude: number | null;
  workingHours: WorkingHours | null;
  socialLinks: Record<string, string> | null;
  photos: string[];
  rating: number;
  reviewCount: number;
  isVerified: boolean;
  isFeatured: boolean;
  /** The owner proved the listing is theirs ('Doğrulanmış işletme'). */
  ownerVerified: boolean;
  subscriptionTier: string;
  googleMapsUrl: string | null;
  googlePlaceId: string | null;
  status: string;
  facebookPage: string | null;
  instagramHandle: string | null;
  tiktokHandle: string | null;
  youtubeChannel: string | null;
  linkedinPage: string | null;
  whatsappNumber: string | null;
  googleAdsInterest: boolean;
  facebookAdsInterest: boolean;
  instagramAdsInterest: boolean;
  tiktokAdsInterest: boolean;
  seoOptimization: boolean;
  socialMediaManagement: boolean;
  contentCreation: boolean;
  emailMarketing: boolean;
  deliveryService: boolean;
  onlineOrdering: boolean;
  reservationSystem: boolean;
  paymentOptions: string[];
  languages: string[];
  marketingBudget: string | null;
  targetAudience: string | null;
  businessGoals: string | null;
  services: string | null;
  priceRange: string | null;
  createdAt: string;
  updatedAt: string;
  closure: string | null;
  previousAddress: string | null;
  movedAt: string | null;
  holidayMode: string | null;
  holidayHours: string | null;
}

/** Response of GET /api/businesses. */
export interface BusinessListResponse {
  businesses: PublicBusiness[];
  total: number;
  /** Close queries that would find something, when the searched text found nothing. */
  suggestions?: string[];
  /** Distances from the visitor's location by business id, when the list was given one. */
  distances?: Record<number, Distance>;
}

const SUMMARY_FIELDS = [
  'id',
  'name',
  'category',
  'district',
  'address',
  'rating',
  'reviewCount',
  'phone',
  'email',
  'website',
  'subscriptionTier',
  'isFeatured',
  'closure',
  'ownerVerified',
] as const satisfies readonly (keyof PublicBusiness)[];

/** The few fields a list card or the mobile list needs (keeps island props small). */
export type BusinessSummary = Pick<PublicBusiness, (typeof SUMMARY_FIELDS)[number]>;

/** Projects a business onto its summary. */
export function toBusinessSummary(b: PublicBusiness): BusinessSummary {
  return Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, b[field]])) as BusinessSummary;
}
