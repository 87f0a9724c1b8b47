// What the public API and the exports say of a listing: built by allow-list, field by field, so a column
// added to `businesses` later (an owner's, a submitter's, a wizard's answer) never reaches them by itself.
import type { PublicBusiness } from '~/features/directory/business.ts';
import { OSM_ATTRIBUTION, OSM_LICENSE } from '~/features/osm/messages.ts';
import { businessPath } from '~/lib/paths.ts';

export interface ApiListing {
  id: number;
  name: string;
  category: string;
  subcategory: { name: string; slug: string } | null;
  district: string | null;
  address: string;
  phone: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  /** yes | limited | no, as OpenStreetMap tags it; null when not known. */
  wheelchair: string | null;
  /** monday … sunday → 'HH:MM-HH:MM' (several comma-separated), 'Kapalı' or '24 Saat'. */
  openingHours: Record<string, string> | null;
  /** open | closed | special on Turkish public holidays; null when not stated. */
  holidayMode: string | null;
  holidayHours: string | null;
  /** moved | closed_temporarily | closed_permanently; null while it is open. */
  closure: string | null;
  priceRange: string | null;
  paymentOptions: string[];
  rating: number;
  reviewCount: number;
  /** The listing's page on the site. */
  url: string;
  /** The OpenStreetMap element the listing was made from ('node/123'); null for the others. */
  osmId: string | null;
  /** Whose data it is and under which licence: ODbL for what came from OpenStreetMap. */
  attribution: string | null;
  license: string;
  updatedAt: string;
}

/** The allow-list projection; `siteUrl` makes the page's absolute address, `license` the operator's licence. */
export function toApiListing(b: PublicBusiness, siteUrl: (path: string) => string, license: string): ApiListing {
  const fromOsm = Boolean(b.osmId);
  const hours = b.workingHours
    ? Object.fromEntries(Object.entries(b.workingHours).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : null;
  return {
    id: b.id,
    name: b.name,
    category: b.category,
    subcategory: b.subcategoryName && b.subcategorySlug ? { name: b.subcategoryName, slug: b.subcategorySlug } : null,
    district: b.district,
    address: b.address,
    phone: b.phone,
    website: b.website,
    latitude: b.latitude === null ? null : Number(b.latitude),
    longitude: b.longitude === null ? null : Number(b.longitude),
    wheelchair: b.wheelchair,
    openingHours: hours,
    holidayMode: b.holidayMode,
    holidayHours: b.holidayHours,
    closure: b.closure,
    priceRange: b.priceRange,
    paymentOptions: b.paymentOptions,
    rating: b.rating,
    reviewCount: b.reviewCount,
    url: siteUrl(businessPath(b.id)),
    osmId: b.osmId,
    attribution: fromOsm ? OSM_ATTRIBUTION : null,
    license: fromOsm ? OSM_LICENSE : license,
    updatedAt: b.updatedAt,
  };
}
