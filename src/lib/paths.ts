// The site's own addresses, each written once: pages, features, islands, DOM scripts and mail templates
// build a link from here, so a route that moves changes in one place. Pure and browser-safe.

/** A business's public page. */
export function businessPath(id: number): string {
  return `/business/${id}`;
}

/** The pages under a business's public page: the message form and the report form. */
const BUSINESS_SECTIONS = { message: 'mesaj', report: 'bildir' } as const;

/** A page under a business's public page (`/business/7/mesaj`). */
export function businessSectionPath(id: number, section: keyof typeof BUSINESS_SECTIONS): string {
  return `${businessPath(id)}/${BUSINESS_SECTIONS[section]}`;
}

/** Where a printed review invitation's QR code leads: the review form, the review marked as from the poster. */
export const REVIEW_POSTER_SOURCE = { name: 'kaynak', value: 'afis' } as const;

/** The business page opened at its review form from a printed poster or sticker. */
export function reviewInvitePath(id: number): string {
  return `${businessPath(id)}?${REVIEW_POSTER_SOURCE.name}=${REVIEW_POSTER_SOURCE.value}#yorum-formu`;
}

/** A listing's printable review invitation (`/api/businesses/7/afis/a5.pdf`), for its owner. */
export function reviewPosterPath(id: number, size: 'a5' | 'a6' | 'etiket', type: 'svg' | 'pdf'): string {
  return `/api/businesses/${id}/afis/${size}.${type}`;
}

/** The full list of businesses. */
const BUSINESSES_PATH = '/businesses';

/** The full list filtered to one category, by its name. */
export function businessesInCategoryPath(category: string): string {
  return `${BUSINESSES_PATH}?category=${encodeURIComponent(category)}`;
}

/** The bases of the pre-rendered landing pages: per district and per category. */
export const LANDING_BASE = { district: '/ilce', category: '/kategori' } as const;

/** A district's landing page (`/ilce/kahta`), or its page for one category (`/ilce/kahta/restoranlar`). */
export function districtPath(districtSlug: string, categorySlug?: string): string {
  return `${LANDING_BASE.district}/${districtSlug}${categorySlug ? `/${categorySlug}` : ''}`;
}

/** A category's landing page (`/kategori/restoranlar`). */
export function categoryPath(slug: string): string {
  return `${LANDING_BASE.category}/${slug}`;
}

/** The blog's index. */
export const BLOG_PATH = '/blog';

/** A blog post's page. */
export function postPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

/** The owner's dashboard. */
const ACCOUNT_DASHBOARD_PATH = '/hesabim';

/** The owner's page of one listing (its edit form). */
export function ownerListingPath(id: number): string {
  return `${ACCOUNT_DASHBOARD_PATH}/isletme/${id}`;
}

/** The owner's pages under one listing. */
const OWNER_LISTING_SECTIONS = {
  stats: 'istatistikler',
  reviews: 'yorumlar',
  inquiries: 'mesajlar',
  photos: 'fotograflar',
  posts: 'paylasimlar',
  poster: 'afis',
  closure: 'gecici-kapanis',
} as const;

/** An owner's page under one listing (`/hesabim/isletme/7/yorumlar`). */
export function ownerListingSectionPath(id: number, section: keyof typeof OWNER_LISTING_SECTIONS): string {
  return `${ownerListingPath(id)}/${OWNER_LISTING_SECTIONS[section]}`;
}

/** Where an owner says their listing is closed for now, or open again (`/api/owner/listings/7/closure`). */
export function ownerClosureApiPath(id: number): string {
  return `/api/owner/listings/${id}/closure`;
}

/** The page where a signed-in owner claims a listing. */
export function claimPath(id: number): string {
  return `${ACCOUNT_DASHBOARD_PATH}/sahiplen/${id}`;
}

/** The owners' pages (all on demand). */
export const ACCOUNT_PAGES = {
  signup: '/hesap/kayit',
  login: '/hesap/giris',
  forgot: '/hesap/sifremi-unuttum',
  reset: '/hesap/sifre-sifirla',
  verify: '/hesap/dogrula',
  confirmEmail: '/hesap/e-posta-dogrula',
  dashboard: ACCOUNT_DASHBOARD_PATH,
} as const;

/** Where an admin's 'Hesabım' leads: the desk's one queue of what waits. */
export const DESK_HOME_PATH = '/admin/onay-kuyrugu';

/** The sign-out form's action (owners and admins alike). */
export const LOGOUT_PATH = '/api/account/logout';

/** The city's calendar, its iCalendar feed and one event's entry; the live offers (issue 33). */
export const CALENDAR_PAGES = {
  events: '/etkinlikler',
  feed: '/etkinlikler.ics',
  offers: '/firsatlar',
  desk: '/admin/etkinlikler',
} as const;

/** One event's iCalendar file ('Takvime ekle'). */
export function eventIcsPath(id: number): string {
  return `${CALENDAR_PAGES.events}/${id}.ics`;
}

/** The pages of a reminder mail's signed link: the holiday hours form, the one-click confirmation, opting out. */
export const REMINDER_PAGES = {
  holiday: '/hatirlatma/bayram',
  confirm: '/hatirlatma/dogru',
  optOut: '/hatirlatma/iptal',
} as const;

/** Tonight's duty pharmacies of every district. */
export const PHARMACIES_PATH = '/nobetci-eczane';

/** Tonight's duty pharmacies of one district (`/nobetci-eczane/kahta`). */
export function pharmacyDistrictPath(districtSlug: string): string {
  return `${PHARMACIES_PATH}/${districtSlug}`;
}

/** The printable door sign of a duty pharmacy (by its roster row). */
export function pharmacyDoorSignPath(dutyId: number): string {
  return `${PHARMACIES_PATH}/kapi-yazisi/${dutyId}`;
}

/** The Nemrut sunrise trip page. */
export const NEMRUT_TRIP_PATH = '/turizm/nemrut';

/** The desk pages of the duty roster and of the Nemrut trip's figures. */
export const PHARMACY_DESK_PATH = '/admin/nobetci-eczane';
export const NEMRUT_DESK_PATH = '/admin/nemrut';

/** One SEO tool's own address (/seo-tools/{tab}): the tool open, and its answer without scripts. */
export function seoToolPath(tab: string): string {
  return `/seo-tools/${tab}`;
}

/** The offline kit: emergency numbers, saved lists and the offline search. */
export const OFFLINE_PATH = '/cevrimdisi';

/** The small search index of the listings the offline kit keeps. */
export const OFFLINE_INDEX_PATH = '/api/offline/listings.json';

/** The desk's OpenStreetMap import (upload or live) and its merge proposals; the endpoint it posts to. */
export const OSM_DESK_PATH = '/admin/openstreetmap';
export const OSM_IMPORT_ENDPOINT = '/api/desk/osm-import';

/** The add-business form's Google Maps import (a script's JSON, or the card's own form post). */
export const MAPS_IMPORT_ENDPOINT = '/api/businesses/import-google-maps';

/** The public read API, its OpenAPI document and the developers' page that explains it. */
export const API_V1_BASE = '/api/v1';
export const API_V1_OPENAPI_PATH = `${API_V1_BASE}/openapi.json`;
export const DEVELOPERS_PATH = '/gelistiriciler';

/** The public directory as open data. */
export const EXPORT_CSV_PATH = '/veri/isletmeler.csv';
export const EXPORT_GEOJSON_PATH = '/veri/isletmeler.geojson';
