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
} as const;

/** An owner's page under one listing (`/hesabim/isletme/7/yorumlar`). */
export function ownerListingSectionPath(id: number, section: keyof typeof OWNER_LISTING_SECTIONS): string {
  return `${ownerListingPath(id)}/${OWNER_LISTING_SECTIONS[section]}`;
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
