// The site's three languages (DESIGN §3): Turkish at the addresses it always had, English under /en/…
// and Kurmanji under /ku/…. Pure and browser-safe: pages, the middleware, the sitemap and the language
// switcher all read a page's language and its other versions from here.

import { SITE_LOCALE } from '~/lib/site.ts';

export const LANGS = ['tr', 'en', 'ku'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'tr';

/** The languages with an address prefix (every one but Turkish). */
export const PREFIXED_LANGS = ['en', 'ku'] as const satisfies readonly Lang[];

/** Each language named in itself, as the switcher shows it. */
export const LANG_NAMES: Record<Lang, string> = { tr: 'Türkçe', en: 'English', ku: 'Kurmancî' };

export { INTL_LOCALE } from '~/lib/i18n/intl-locale.ts';

/** Open Graph's locale of each language. */
export const OG_LOCALE: Record<Lang, string> = { tr: SITE_LOCALE, en: 'en_GB', ku: 'ku_TR' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

const PREFIX = /^\/(en|ku)(?=\/|$)/;

/** The language of a path: its prefix, else Turkish. */
export function langOfPath(pathname: string): Lang {
  const prefix = PREFIX.exec(pathname)?.[1];
  return isLang(prefix) ? prefix : DEFAULT_LANG;
}

/** A path without its language prefix (`/en/business/7` → `/business/7`, `/en` → `/`). */
export function stripLang(pathname: string): string {
  return pathname.replace(PREFIX, '') || '/';
}

/** The address prefix of a language's visitor pages: '' for Turkish, '/en', '/ku' (an island's links). */
export const langPrefix = (lang: Lang): string => (lang === DEFAULT_LANG ? '' : `/${lang}`);

/**
 * A Turkish path (with its query and hash, if any) in a language: `/business/7` → `/en/business/7`.
 * Paths that are not visitor pages stay as they are (owner and desk pages are Turkish only).
 */
export function localizedPath(path: string, lang: Lang): string {
  if (lang === DEFAULT_LANG || !path.startsWith('/') || path.startsWith('//')) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  if (!isLocalizedPath(pathname)) return path;
  const rest = end === -1 ? '' : path.slice(end);
  return `${langPrefix(lang)}${pathname === '/' ? '' : pathname}${rest}`;
}

/**
 * The visitor pages that have an English and a Kurmanji version, by their Turkish path. Owner, desk,
 * account pages and endpoints are not among them.
 */
const LOCALIZED_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/businesses$/,
  /^\/business\/\d+(\/(mesaj|bildir))?$/,
  /^\/categories(\/search)?$/,
  /^\/kategori(\/[^/]+){1,2}$/,
  /^\/ilce(\/[^/]+){1,2}$/,
  /^\/tourism$/,
  /^\/turizm\/nemrut$/,
  // Tonight's duty pharmacies, of the province and of a district (not the printed door signs).
  /^\/nobetci-eczane(\/(?!kapi-yazisi$)[^/]+)?$/,
  // The city's calendar and the live offers (not their iCalendar files).
  /^\/(etkinlikler|firsatlar)$/,
  /^\/blog(\/search|\/[^/]+)?$/,
  /^\/contact(\/sent)?$/,
  /^\/kvkk$/,
  /^\/favorilerim$/,
  // The offline page, which the service worker shows for a page never opened, in the address's language.
  /^\/cevrimdisi$/,
  /^\/business-directory-mobile$/,
  /^\/(register-business|add-business|partnership)(\/sent)?$/,
  /^\/form\/[^/]+$/,
];

/** Whether a Turkish path (no query) is a visitor page with versions in every language. */
export function isLocalizedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return LOCALIZED_PAGES.some((page) => page.test(path));
}

/** The versions of a page: each language's path, when the page has versions; else only Turkish. */
export function alternatePaths(pathname: string): Partial<Record<Lang, string>> {
  // Without a trailing slash, as every canonical address is (Astro's originPathname ends in one).
  const base = stripLang(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (!isLocalizedPath(base)) return { tr: base };
  return Object.fromEntries(LANGS.map((lang) => [lang, localizedPath(base, lang)]));
}
