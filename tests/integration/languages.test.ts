import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '~/features/listings/categories.ts';
import { DISTRICTS } from '~/features/listings/districts.ts';
import { OFFLINE_TEXT } from '~/features/offline/offline-i18n.ts';
import { CONTACT_PAGE_TEXT } from '~/features/site/contact-page-i18n.ts';
import { type Lang, PREFIXED_LANGS, stripLang } from '~/lib/i18n/langs.ts';
import { messagesOf } from '~/lib/i18n/messages.ts';
import * as sitemap from '~/pages/sitemap-pages.xml.ts';
import { expectPageSays, insertTurkishOnlyPharmacy, publishedPost } from '../support/language-checks.ts';
import { withTestDb } from '../support/lifecycle.ts';
import { chromeOf, mainOf, renderLocalized, turkishWordsIn } from '../support/localized-pages.ts';
import { insertBusiness } from '../support/rows.ts';

// The English and Kurmanji versions of the visitor pages: their language, their alternates, and no
// Turkish words in what the site itself writes around the content.

const t = withTestDb({ seed: true });
let plainId: number;
let translatedId: number;

beforeAll(async () => {
  plainId = await insertTurkishOnlyPharmacy(t.db, 'Dil Testi Eczanesi');
  translatedId = await insertBusiness(t.db, 'Dil Testi Oteli', {
    category: 'Oteller',
    description: 'Nemrut yolunda bir otel.',
    descriptionEn: 'A hotel on the road to Nemrut.',
    descriptionKu: 'Otêlek li ser rêya Nemrûdê.',
    status: 'approved',
  });
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
  `/${lang}/cevrimdisi`,
  `/${lang}/register-business`,
  `/${lang}/partnership`,
];

describe.each(PREFIXED_LANGS)('the /%s pages', (lang) => {
  it.each(pagesIn(lang))('%s is in its language, with its alternates and translated chrome', async (address) => {
    const path = address.replace(':plain', String(plainId));
    const { status, html } = await renderLocalized(path);
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
    const missing = await renderLocalized(`/${lang}/yok-boyle-bir-sayfa`);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(messagesOf(lang).pageNotFoundText);
    expect(turkishWordsIn(missing.html)).toEqual([]);
    const kvkk = await renderLocalized(`/${lang}/kvkk`);
    expect(turkishWordsIn(mainOf(kvkk.html))).toEqual([]);
    const contact = (await renderLocalized(`/${lang}/contact`)).html;
    expect(contact).toContain(CONTACT_PAGE_TEXT[lang].faq);
    expect(contact).toContain(CONTACT_PAGE_TEXT[lang].faq4a);
  });

  it('the offline page and the kit on every page give their scripts the words of the language', async () => {
    const { html } = await renderLocalized(`/${lang}/cevrimdisi`);
    const text = OFFLINE_TEXT[lang];
    expect(html).toMatch(new RegExp(`<h1[^>]*>${text.pageTitle}</h1>`));
    expect(html).toContain(`href="/${lang}/nobetci-eczane"`);
    expect(html).toContain(`href="/${lang}/turizm/nemrut"`);
    expect(html).toContain(`data-prefix="/${lang}"`);
    const words = JSON.parse((/data-text="([^"]*)"/.exec(html)?.[1] ?? '{}').replaceAll('&quot;', '"'));
    expect(words).toMatchObject({ empty: text.searchEmpty, count: text.searchCount });
    expect(html).toContain(`data-saved-note="${text.savedNote}"`);
    expect(html).toContain(`data-form-offline="${text.formOffline}"`);
    expect(turkishWordsIn(mainOf(html))).toEqual([]);
  });

  it("a business page writes its own words in the language and marks the owner's Turkish text", async () => {
    const plain = (await renderLocalized(`/${lang}/business/${plainId}`)).html;
    expect(plain).toMatch(/<p[^>]*lang="tr"[^>]*>Merkezde nöbetçi eczane\.<\/p>/);
    expect(plain).toContain(messagesOf(lang).onlyInTurkish);
    const translated = (await renderLocalized(`/${lang}/business/${translatedId}`)).html;
    const version = lang === 'en' ? 'A hotel on the road to Nemrut.' : 'Otêlek li ser rêya Nemrûdê.';
    expect(translated).toMatch(new RegExp(`<p[^>]*lang="${lang}"[^>]*>${version}</p>`));
    expect(translated).not.toContain(messagesOf(lang).onlyInTurkish);
  });
});

describe('a district landing page', () => {
  it('has its heading and intro in English and Kurmanji', async () => {
    const district = DISTRICTS[5];
    await expectPageSays(`/en/ilce/${district?.slug}`, [
      `Places in ${district?.name}`,
      new RegExp(`data-testid="landing-intro"[^>]*>\\s*\\d+ places? (is|are) listed in ${district?.name}\\.`),
    ]);
    await expectPageSays(`/ku/ilce/${district?.slug}`, [
      `Cih li ${district?.name}`,
      /data-testid="landing-intro"[^>]*>\s*Li [^<]* cih di rêberê de ne\./,
    ]);
  });
});

describe('a blog post', () => {
  it('shows its English version where written, and says in Kurmanji that its text is only in Turkish', async () => {
    const post = await publishedPost(t.db, {
      titleEn: 'A day at Mount Nemrut',
      contentEn: '<p>Sunrise on the summit.</p>',
    });
    const english = (await renderLocalized(`/en/blog/${post.slug}`)).html;
    expect(english).toMatch(/<h1[^>]*lang="en"[^>]*>A day at Mount Nemrut<\/h1>/);
    expect(english).toMatch(/<div class="blog-content mt-8" lang="en"[^>]*><p>Sunrise on the summit\.<\/p>/);
    expect(english).not.toContain(messagesOf('en').onlyInTurkish);
    const kurmanji = (await renderLocalized(`/ku/blog/${post.slug}`)).html;
    expect(kurmanji).toMatch(/<div class="blog-content mt-8" lang="tr"/);
    expect(kurmanji).toContain(messagesOf('ku').onlyInTurkish);
  });
});

describe('Turkish pages', () => {
  it('keep their addresses and name the other versions', async () => {
    const { html } = await renderLocalized(`/business/${plainId}`);
    expect(html).toContain('<html lang="tr"');
    expect(html).toMatch(new RegExp(`hreflang="en" href="[^"]*/en/business/${plainId}"`));
    expect(html).not.toContain(messagesOf('tr').onlyInTurkish);
  });

  it('owner and desk pages have no other versions', async () => {
    expect((await renderLocalized('/en/hesabim')).status).toBe(404);
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
      const { status, html } = await renderLocalized(new URL(loc).pathname);
      expect(status).toBe(200);
      expect(html).toContain(`<link rel="canonical" href="${loc}"`);
    }
  });
});
