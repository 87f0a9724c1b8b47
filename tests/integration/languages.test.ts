import { loadRenderers } from 'astro:container';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '~/features/listings/categories.ts';
import { DISTRICTS } from '~/features/listings/districts.ts';
import { CONTACT_PAGE_TEXT } from '~/features/site/contact-page-i18n.ts';
import PrefixedPage from '~/layouts/PrefixedPage.astro';
import { type Lang, langOfPath, PREFIXED_LANGS, stripLang } from '~/lib/i18n/langs.ts';
import { isPrefixedPageServedHere } from '~/lib/i18n/localized-pages.ts';
import { messagesOf } from '~/lib/i18n/messages.ts';
import BlogPostPage from '~/pages/blog/[...slug].astro';
import BlogIndexPage from '~/pages/blog/index.astro';
import BusinessPage from '~/pages/business/[id].astro';
import BusinessesPage from '~/pages/businesses.astro';
import CategoriesPage from '~/pages/categories.astro';
import DistrictPage from '~/pages/ilce/[...path].astro';
import HomePage from '~/pages/index.astro';
import CategoryPage from '~/pages/kategori/[...path].astro';
import * as sitemap from '~/pages/sitemap-pages.xml.ts';
import { insertBusiness } from '../support/rows.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// The English and Kurmanji versions of the visitor pages, rendered in Astro's container as the built
// handler renders them after the middleware's rewrite (locals.lang from the address; the pre-rendered
// pages through the /en and /ku catch-alls' PrefixedPage): their language, their alternates, and no
// Turkish words in what the site itself writes around the content.

let t: TestDb;
let container: AstroContainer;
let plainId: number;
let translatedId: number;

type Page = Parameters<AstroContainer['renderToString']>[0];
const ROUTES: [RegExp, Page, string | null][] = [
  [/^\/$/, HomePage, null],
  [/^\/businesses$/, BusinessesPage, null],
  [/^\/business\/(\d+)$/, BusinessPage, 'id'],
  [/^\/categories$/, CategoriesPage, null],
  [/^\/ilce\/(.+)$/, DistrictPage, 'path'],
  [/^\/kategori\/(.+)$/, CategoryPage, 'path'],
  [/^\/blog$/, BlogIndexPage, null],
  [/^\/blog\/(.+)$/, BlogPostPage, 'slug'],
];

async function render(path: string): Promise<{ status: number; html: string }> {
  const lang = langOfPath(path);
  const turkish = stripLang(path);
  const url = new URL(path, 'http://127.0.0.1');
  const route = isPrefixedPageServedHere(turkish) ? null : ROUTES.find(([pattern]) => pattern.test(turkish));
  const page = route ? route[1] : PrefixedPage;
  const match = route?.[0].exec(turkish);
  const response = await container.renderToResponse(page, {
    request: new Request(url),
    params: route?.[2] && match ? { [route[2]]: match[1] } : {},
    locals: { user: null, sessionToken: null, lang },
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
const PLACE_NAMES = new Set(['Adıyaman', 'Adıyaman’ın', 'Gölbaşı', 'Türkiye', ...DISTRICTS.map((d) => d.name)]);

/** The words the site writes in an HTML fragment: no scripts, templates or content marked as Turkish (lang="tr"). */
function siteWords(fragment: string): string[] {
  const text = fragment
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<(\w+)\b[^>]*\slang="tr"[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/[\s.,:;!?()«»"'“”/|·›→←–—-]+/).filter(Boolean);
}

function turkishWordsIn(fragment: string): string[] {
  return siteWords(fragment).filter(
    (word) =>
      ![...PLACE_NAMES].some((place) => word.startsWith(place)) &&
      (TURKISH_LETTERS.test(word) || TURKISH_WORDS.has(word)),
  );
}

/** The page outside its <head> and <main>: the bar, the footer, the skip link. */
const chromeOf = (html: string) => html.replace(/<head>[\s\S]*<\/head>/, '').replace(/<main\b[\s\S]*<\/main>/, '');
const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

beforeAll(async () => {
  t = await createTestDb({ seed: true });
  container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  plainId = await insertBusiness(t.db, 'Dil Testi Eczanesi', {
    category: 'Sağlık',
    description: 'Merkezde nöbetçi eczane.',
    status: 'approved',
  });
  translatedId = await insertBusiness(t.db, 'Dil Testi Oteli', {
    category: 'Oteller',
    description: 'Nemrut yolunda bir otel.',
    descriptionEn: 'A hotel on the road to Nemrut.',
    descriptionKu: 'Otêlek li ser rêya Nemrûdê.',
    status: 'approved',
  });
});
afterAll(async () => {
  await t.cleanup();
});

const pagesIn = (lang: Lang) => [
  `/${lang}`,
  `/${lang}/businesses`,
  `/${lang}/business/:plain`,
  `/${lang}/categories`,
  `/${lang}/ilce/${DISTRICTS[5]?.slug}`,
  `/${lang}/kategori/${CATEGORIES[0]?.slug}`,
  `/${lang}/blog`,
  `/${lang}/contact`,
  `/${lang}/contact/sent`,
  `/${lang}/kvkk`,
  `/${lang}/tourism`,
  `/${lang}/favorilerim`,
  `/${lang}/register-business`,
  `/${lang}/partnership`,
];

describe.each(PREFIXED_LANGS)('the /%s pages', (lang) => {
  it.each(pagesIn(lang))('%s is in its language, with its alternates and translated chrome', async (address) => {
    const path = address.replace(':plain', String(plainId));
    const { status, html } = await render(path);
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${lang}"`);
    const turkish = stripLang(path);
    const origin = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(html)?.[1];
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="${origin}${path}/?"`));
    for (const [hreflang, href] of [
      ['tr', turkish],
      ['en', `/en${turkish === '/' ? '' : turkish}`],
      ['ku', `/ku${turkish === '/' ? '' : turkish}`],
      ['x-default', turkish],
    ]) {
      expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="${origin}${href}/?"`));
    }
    expect(html).toContain(`<meta property="og:locale" content="${lang === 'en' ? 'en_GB' : 'ku_TR'}"`);
    expect(turkishWordsIn(chromeOf(html))).toEqual([]);
  });

  it('the not-found page and the privacy notice are wholly in the language, the contact page its own words', async () => {
    const missing = await render(`/${lang}/yok-boyle-bir-sayfa`);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(messagesOf(lang).pageNotFoundText);
    expect(turkishWordsIn(missing.html)).toEqual([]);
    const kvkk = await render(`/${lang}/kvkk`);
    expect(turkishWordsIn(mainOf(kvkk.html))).toEqual([]);
    const contact = (await render(`/${lang}/contact`)).html;
    expect(contact).toContain(CONTACT_PAGE_TEXT[lang].faq);
    expect(contact).toContain(CONTACT_PAGE_TEXT[lang].faq4a);
  });

  it("a business page writes its own words in the language and marks the owner's Turkish text", async () => {
    const plain = (await render(`/${lang}/business/${plainId}`)).html;
    expect(plain).toMatch(/<p[^>]*lang="tr"[^>]*>Merkezde nöbetçi eczane\.<\/p>/);
    expect(plain).toContain(messagesOf(lang).onlyInTurkish);
    const translated = (await render(`/${lang}/business/${translatedId}`)).html;
    const version = lang === 'en' ? 'A hotel on the road to Nemrut.' : 'Otêlek li ser rêya Nemrûdê.';
    expect(translated).toMatch(new RegExp(`<p[^>]*lang="${lang}"[^>]*>${version}</p>`));
    expect(translated).not.toContain(messagesOf(lang).onlyInTurkish);
  });
});

describe('a district landing page', () => {
  it('has its heading and intro in English and Kurmanji', async () => {
    const district = DISTRICTS[5];
    const english = (await render(`/en/ilce/${district?.slug}`)).html;
    expect(english).toContain(`Places in ${district?.name}`);
    expect(english).toMatch(
      new RegExp(`data-testid="landing-intro"[^>]*>\\s*\\d+ places? (is|are) listed in ${district?.name}\\.`),
    );
    const kurmanji = (await render(`/ku/ilce/${district?.slug}`)).html;
    expect(kurmanji).toContain(`Cih li ${district?.name}`);
    expect(kurmanji).toMatch(/data-testid="landing-intro"[^>]*>\s*Li [^<]* cih di rêberê de ne\./);
  });
});

describe('a blog post', () => {
  it('shows its English version where written, and says in Kurmanji that its text is only in Turkish', async () => {
    const post = await t.db
      .selectFrom('blogPosts')
      .select(['id', 'slug'])
      .where('publishStatus', '=', 'published')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('blogPosts')
      .set({ titleEn: 'A day at Mount Nemrut', contentEn: '<p>Sunrise on the summit.</p>' })
      .where('id', '=', post.id)
      .execute();
    const english = (await render(`/en/blog/${post.slug}`)).html;
    expect(english).toMatch(/<h1[^>]*lang="en"[^>]*>A day at Mount Nemrut<\/h1>/);
    expect(english).toMatch(/<div class="blog-content mt-8" lang="en"[^>]*><p>Sunrise on the summit\.<\/p>/);
    expect(english).not.toContain(messagesOf('en').onlyInTurkish);
    const kurmanji = (await render(`/ku/blog/${post.slug}`)).html;
    expect(kurmanji).toMatch(/<div class="blog-content mt-8" lang="tr"/);
    expect(kurmanji).toContain(messagesOf('ku').onlyInTurkish);
  });
});

describe('Turkish pages', () => {
  it('keep their addresses and name the other versions', async () => {
    const { html } = await render(`/business/${plainId}`);
    expect(html).toContain('<html lang="tr"');
    expect(html).toMatch(new RegExp(`hreflang="en" href="[^"]*/en/business/${plainId}"`));
    expect(html).not.toContain(messagesOf('tr').onlyInTurkish);
  });

  it('owner and desk pages have no other versions', async () => {
    expect((await render('/en/hesabim')).status).toBe(404);
  });
});

describe('the sitemap', () => {
  it('lists every visitor page in three languages, each naming the others', async () => {
    const response = await sitemap.GET({} as never);
    const xml = await (response as Response).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of ['/en/blog', '/ku/blog', '/en/contact', '/ku/tourism', '/en', '/ku/businesses']) {
      expect(xml).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));
    }
    const entry = /<url><loc>[^<]*\/ku\/blog<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? '';
    for (const [lang, path] of [
      ['tr', '/blog'],
      ['en', '/en/blog'],
      ['ku', '/ku/blog'],
      ['x-default', '/blog'],
    ]) {
      expect(entry).toMatch(new RegExp(`hreflang="${lang}" href="[^"]*${path}"`));
    }
    const district = DISTRICTS[5]?.slug;
    expect(xml).toMatch(new RegExp(`<loc>[^<]*/en/ilce/${district}</loc>`));
  });

  it('lists each landing page exactly at its canonical address', async () => {
    const xml = await ((await sitemap.GET({} as never)) as Response).text();
    const landings = [...xml.matchAll(/<loc>([^<]*\/(?:ilce|kategori)\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(landings.length).toBeGreaterThan(0);
    for (const loc of landings.filter((l) => !/\/(en|ku)\//.test(l)).slice(0, 6)) {
      expect(loc).not.toMatch(/\/$/);
      const { status, html } = await render(new URL(loc).pathname);
      expect(status).toBe(200);
      expect(html).toContain(`<link rel="canonical" href="${loc}"`);
    }
  });
});
