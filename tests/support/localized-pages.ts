import { loadRenderers } from 'astro:container';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { ADD_BUSINESS_DISTRICTS, DISTRICTS } from '~/features/listings/districts.ts';
import PrefixedPage from '~/layouts/PrefixedPage.astro';
import { langOfPath, stripLang } from '~/lib/i18n/langs.ts';
import { isPrefixedPageServedHere } from '~/lib/i18n/localized-pages.ts';
import BlogPostPage from '~/pages/blog/[...slug].astro';
import BlogIndexPage from '~/pages/blog/index.astro';
import BlogSearchPage from '~/pages/blog/search.astro';
import ReportPage from '~/pages/business/[id]/bildir.astro';
import InquiryPage from '~/pages/business/[id]/mesaj.astro';
import BusinessPage from '~/pages/business/[id].astro';
import MobileDirectoryPage from '~/pages/business-directory-mobile.astro';
import BusinessesPage from '~/pages/businesses.astro';
import CategorySearchPage from '~/pages/categories/search.astro';
import CategoriesPage from '~/pages/categories.astro';
import OfflinePage from '~/pages/cevrimdisi.astro';
import EventsPage from '~/pages/etkinlikler.astro';
import OffersPage from '~/pages/firsatlar.astro';
import FormAgainPage from '~/pages/form/[name].astro';
import DistrictPage from '~/pages/ilce/[...path].astro';
import HomePage from '~/pages/index.astro';
import CategoryPage from '~/pages/kategori/[...path].astro';
import PharmacyPage from '~/pages/nobetci-eczane/[...ilce].astro';
import NemrutPage from '~/pages/turizm/nemrut.astro';

// The English and Kurmanji versions of the visitor pages, rendered in Astro's container as the built
// handler renders them after the middleware's rewrite (locals.lang from the address; the pre-rendered
// pages through the /en and /ku catch-alls' PrefixedPage), and the Turkish words the site itself
// writes in them. A page rendered on demand is found in ROUTES; add a new one there.

let container: AstroContainer | undefined;

type Page = Parameters<AstroContainer['renderToString']>[0];
const ROUTES: [RegExp, Page, string | null][] = [
  [/^\/$/, HomePage, null],
  [/^\/businesses$/, BusinessesPage, null],
  [/^\/business\/(\d+)$/, BusinessPage, 'id'],
  [/^\/business\/(\d+)\/mesaj$/, InquiryPage, 'id'],
  [/^\/business\/(\d+)\/bildir$/, ReportPage, 'id'],
  [/^\/categories$/, CategoriesPage, null],
  [/^\/categories\/search$/, CategorySearchPage, null],
  [/^\/business-directory-mobile$/, MobileDirectoryPage, null],
  [/^\/ilce\/(.+)$/, DistrictPage, 'path'],
  [/^\/kategori\/(.+)$/, CategoryPage, 'path'],
  [/^\/blog$/, BlogIndexPage, null],
  [/^\/blog\/search$/, BlogSearchPage, null],
  [/^\/blog\/(.+)$/, BlogPostPage, 'slug'],
  [/^\/form\/(.+)$/, FormAgainPage, 'name'],
  [/^\/turizm\/nemrut$/, NemrutPage, null],
  [/^\/nobetci-eczane$/, PharmacyPage, null],
  [/^\/nobetci-eczane\/(.+)$/, PharmacyPage, 'ilce'],
  [/^\/etkinlikler$/, EventsPage, null],
  [/^\/firsatlar$/, OffersPage, null],
  // Pre-rendered at /en/cevrimdisi and /ku/cevrimdisi too (the service worker precaches them).
  [/^\/cevrimdisi$/, OfflinePage, null],
];

/** `locals` adds to what the middleware sets (e.g. the formState of a refused post shown again). */
export async function renderLocalized(path: string, locals: object = {}): Promise<{ status: number; html: string }> {
  const lang = langOfPath(path);
  const url = new URL(path, 'http://127.0.0.1');
  const turkish = stripLang(url.pathname);
  const route = isPrefixedPageServedHere(turkish) ? null : ROUTES.find(([pattern]) => pattern.test(turkish));
  const page = route ? route[1] : PrefixedPage;
  const match = route?.[0].exec(turkish);
  container ??= await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  const response = await container.renderToResponse(page, {
    request: new Request(url),
    params: route?.[2] && match ? { [route[2]]: match[1] } : {},
    locals: { user: null, sessionToken: null, lang, ...locals },
  });
  return { status: response.status, html: await response.text() };
}

/** Turkish letters neither English nor Kurmanji writes (Kurmanji has ç and ş, not ı, ğ, ö, ü). */
const TURKISH_LETTERS = /[ıİğĞöÖüÜ]/;
/** Turkish interface words without those letters. */
const TURKISH_WORDS = new Set([
  'Ara',
  'Kaydet',
  'Daha',
  'Kategoriler',
  'Bilgiler',
  'Adres',
  'Yorumlar',
  'Konum',
  'Paylaş',
]);
/** Official place names, written as they are in every language. */
const PLACE_NAMES = new Set([
  'Adıyaman',
  'Adıyaman’ın',
  'Gölbaşı',
  'Türkiye',
  ...DISTRICTS.map((d) => d.name),
  // The add-business form's districts and central neighbourhoods.
  ...ADD_BUSINESS_DISTRICTS,
]);

/** The words the site writes in an HTML fragment: no scripts, templates or content marked as Turkish (lang="tr"). */
function siteWords(fragment: string): string[] {
  const text = fragment
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<(\w+)\b[^>]*\slang="tr"[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/[\s.,:;!?()«»"'“”/|·›→←–—-]+/).filter(Boolean);
}

export function turkishWordsIn(fragment: string): string[] {
  return siteWords(fragment).filter(
    (word) =>
      ![...PLACE_NAMES].some((place) => word.startsWith(place)) &&
      (TURKISH_LETTERS.test(word) || TURKISH_WORDS.has(word)),
  );
}

/** The page outside its <head> and <main>: the bar, the footer, the skip link. */
export const chromeOf = (html: string) =>
  html.replace(/<head>[\s\S]*<\/head>/, '').replace(/<main\b[\s\S]*<\/main>/, '');
export const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
