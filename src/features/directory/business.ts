// The public shape of a business (SPEC §3, camelCase, JSON fields parsed, flags as booleans).
// Types and one pure projection, so islands can use them without importing server code.
import type { Distance } from '~/features/directory/distance.ts';
import type { Business } from '~/lib/db/schema.ts';

/** Weekday → 'HH:MM-HH:MM' | 'Kapalı' | '24 Saat'. */
export type WorkingHours = Partial<Record<string, string>>;

/** The add-business wizard's answers for the site's own marketing offer: the submitter's business, not the visitor's. */
type MarketingAnswer =
  | 'marketingBudget'
  | 'googleAdsInterest'
  | 'facebookAdsInterest'
  | 'instagramAdsInterest'
  | 'tiktokAdsInterest'
  | 'seoOptimization'
  | 'socialMediaManagement'
  | 'contentCreation'
  | 'emailMarketing';

/** Columns a visitor never sees (who owns or sent the listing, the wizard's answers), or that only order it in SQL. */
type HiddenColumn =
  | 'ownerId'
  | 'ownerName'
  | 'ownerEmail'
  | 'ownerPhone'
  | 'taxId'
  | 'rejectionReason'
  | 'source'
  | 'isDemo'
  | 'workingHoursText'
  | 'closedRank'
  | 'nameOrder'
  /** What the last OpenStreetMap import wrote (the listing's `osmId` shows; this bookkeeping does not). */
  | 'osmFields'
  | MarketingAnswer;

/** 0/1 columns, true/false in the DTO. */
type FlagColumn =
  | 'isVerified'
  | 'isFeatured'
  | 'ownerVerified'
  | 'deliveryService'
  | 'onlineOrdering'
  | 'reservationSystem';

/** JSON-text columns, parsed in the DTO. */
interface ParsedColumns {
  workingHours: WorkingHours | null;
  socialLinks: Record<string, string> | null;
  photos: string[];
  paymentOptions: string[];
  languages: string[];
}

/** A business row as the public sees it, with its subcategory's name and slug. */
export type PublicBusiness = Omit<Business, HiddenColumn | FlagColumn | keyof ParsedColumns> &
  Record<FlagColumn, boolean> &
  ParsedColumns & {
    subcategoryName: string | null;
    subcategorySlug: string | null;
  };

/** Response of GET /api/businesses. */
export interface BusinessListResponse {
  businesses: PublicBusiness[];
  total: number;
  /** Close queries that would find something, when the searched text found nothing. */
  suggestions?: string[];
  /** Set when no listing holds every word of the searched text: the list is what matches the most of them. */
  relaxed?: boolean;
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
  'reopensAt',
  'ownerVerified',
] as const satisfies readonly (keyof PublicBusiness)[];

/** The few fields a list card or the mobile list needs (keeps island props small). */
export type BusinessSummary = Pick<PublicBusiness, (typeof SUMMARY_FIELDS)[number]>;

/** Projects a business onto its summary. */
export function toBusinessSummary(b: PublicBusiness): BusinessSummary {
  return Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, b[field]])) as BusinessSummary;
}
