// The public read API's answers (`/api/v1/`): the same list the /businesses page shows for the same
// filters (its own parameters: q, category, subcategory, district, acik, konum, sirala), paged by an opaque
// cursor; one listing; the categories and districts; the city's events and tonight's open pharmacies. Every
// answer is built by allow-list (listing-dto.ts and the projections below): nothing of an owner, a
// submitter or the add-business wizard is ever in it.
import { findApprovedBusinessById, listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { listCategoriesWithCounts } from '~/features/directory/categories.server.ts';
import { DISTRICT_CENTRES } from '~/features/directory/distance.ts';
import { readListOptions } from '~/features/directory/list-options.ts';
import { businessQuerySchema } from '~/features/directory/schema.ts';
import { calendarEvents } from '~/features/listing-posts/posts.server.ts';
import { DISTRICTS } from '~/features/listings/districts.ts';
import { type ApiListing, toApiListing } from '~/features/open-data/listing-dto.ts';
import { API_LIMITS, API_MSG } from '~/features/open-data/messages.ts';
import { openPharmaciesAt } from '~/features/pharmacies/pharmacies.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { dataLicense } from '~/lib/env.server.ts';
import { siteUrl } from '~/lib/origin.ts';
import { businessPath } from '~/lib/paths.ts';

type Answer<T> = { ok: true; value: T } | { ok: false; error: string };

const listingOf = (b: Parameters<typeof toApiListing>[0]) => toApiListing(b, (path) => siteUrl(path), dataLicense());

/** The cursor is the offset of the next page, opaque to clients so paging may change underneath. */
const encodeCursor = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');

function decodeCursor(cursor: string): number | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown };
    return Number.isSafeInteger(value.o) && (value.o as number) >= 0 ? (value.o as number) : null;
  } catch {
    return null;
  }
}

export interface ListingsPage {
  data: ApiListing[];
  total: number;
  /** Pass it as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** By listing id, kilometres from `konum` when it was given. */
  distancesKm?: Record<number, number>;
}

/** GET /api/v1/listings: a page of the list the /businesses page shows for the same parameters. */
export async function apiListings(db: Db, params: URLSearchParams, now: Date): Promise<Answer<ListingsPage>> {
  const rawLimit = params.get('limit');
  const limit = rawLimit === null || rawLimit === '' ? API_LIMITS.defaultPage : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > API_LIMITS.maxPage) return { ok: false, error: API_MSG.limit };
  const cursor = params.get('cursor');
  const offset = cursor ? decodeCursor(cursor) : 0;
  if (offset === null) return { ok: false, error: API_MSG.cursor };
  const filters = businessQuerySchema.safeParse({
    q: params.get('q') ?? undefined,
    category: params.get('category') ?? undefined,
    subcategory: params.get('subcategory') ?? undefined,
    district: params.get('district') ?? undefined,
  });
  if (!filters.success) return { ok: false, error: filters.error.issues[0]?.message ?? API_MSG.bad };
  const listed = readListOptions(params);
  if (listed.error) return { ok: false, error: listed.error };
  const { q, category, subcategory, district } = filters.data;
  const result = await listApprovedBusinesses(db, {
    q,
    category,
    subcategory,
    district,
    list: listed.options,
    now,
    limit,
    offset,
  });
  const next = offset + result.businesses.length;
  const page: ListingsPage = {
    data: result.businesses.map(listingOf),
    total: result.total,
    nextCursor: result.businesses.length === limit && next < result.total ? encodeCursor(next) : null,
  };
  if (result.distances)
    page.distancesKm = Object.fromEntries(
      Object.entries(result.distances).map(([id, d]) => [id, Math.round(d.km * 1000) / 1000]),
    );
  return { ok: true, value: page };
}

/** GET /api/v1/listings/{id}: one published listing, or null. */
export async function apiListing(db: Db, id: number): Promise<ApiListing | null> {
  const business = await findApprovedBusinessById(db, id);
  return business ? listingOf(business) : null;
}

export interface ApiCategory {
  name: string;
  slug: string;
  nameEn: string | null;
  nameKu: string | null;
  listingCount: number;
}

export async function apiCategories(db: Db): Promise<ApiCategory[]> {
  return (await listCategoriesWithCounts(db)).map((c) => ({
    name: c.name,
    slug: c.slug,
    nameEn: c.nameEn,
    nameKu: c.nameKu,
    listingCount: c.businessCount,
  }));
}

export interface ApiDistrict {
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
}

export function apiDistricts(): ApiDistrict[] {
  return DISTRICTS.map((d) => ({
    name: d.name,
    slug: d.slug,
    latitude: DISTRICT_CENTRES[d.name].lat,
    longitude: DISTRICT_CENTRES[d.name].lng,
  }));
}

export interface ApiEvent {
  id: number;
  title: string;
  description: string | null;
  place: string | null;
  district: string | null;
  category: string | null;
  startsAt: string | null;
  endsAt: string;
  /** The listing that holds it, when a business posted it. */
  listing: { id: number; name: string; url: string } | null;
}

/** GET /api/v1/events: the city's current and upcoming events (the calendar's). */
export async function apiEvents(db: Db, now: Date): Promise<ApiEvent[]> {
  return (await calendarEvents(db, now)).map((e) => ({
    id: e.id,
    title: e.title,
    description: e.body,
    place: e.place,
    district: e.district,
    category: e.category,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    listing:
      e.businessId !== null && e.businessName !== null
        ? { id: e.businessId, name: e.businessName, url: siteUrl(businessPath(e.businessId)) }
        : null,
  }));
}

export interface ApiPharmacy {
  name: string;
  district: string;
  address: string;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  /** On duty tonight (nöbetçi), or open by its own hours. */
  onDuty: boolean;
  listingId: number | null;
}

/** GET /api/v1/pharmacies/open: the pharmacies open now, the duty ones of tonight among them. */
export async function apiOpenPharmacies(db: Db, now: Date): Promise<ApiPharmacy[]> {
  return (await openPharmaciesAt(db, now)).map((p) => ({
    name: p.name,
    district: p.district,
    address: p.address,
    phone: p.phone,
    latitude: p.latitude,
    longitude: p.longitude,
    onDuty: p.duty,
    listingId: p.businessId,
  }));
}
