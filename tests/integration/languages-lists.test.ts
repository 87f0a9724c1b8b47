import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '~/features/listings/categories.ts';
import { DISTRICTS } from '~/features/listings/districts.ts';
import { type Lang, PREFIXED_LANGS } from '~/lib/i18n/langs.ts';
import {
  expectPageSays,
  insertTurkishOnlyPharmacy,
  itWritesNoTurkishIn,
  publishedPost,
} from '../support/language-checks.ts';
import { withTestDb } from '../support/lifecycle.ts';
import { mainOf, renderLocalized, turkishWordsIn } from '../support/localized-pages.ts';

// The home page, the lists, the categories, the landing pages, the blog, the favourites and the mobile
// list in English and Kurmanji: no Turkish word the site writes itself anywhere on the page (the
// listings' and posts' own text is marked lang="tr"), and the Turkish pages as they were.

const t = withTestDb({ seed: true });

beforeAll(async () => {
  await insertTurkishOnlyPharmacy(t.db, 'Dil Listesi Eczanesi');
});

const pagesIn = (lang: Lang) => [
  `/${lang}`,
  `/${lang}/businesses`,
  `/${lang}/businesses?view=list&page=2`,
  `/${lang}/businesses?view=map`,
  `/${lang}/businesses?q=eczane+zzzqqq`,
  `/${lang}/businesses?q=qqqzzzxxx`,
  `/${lang}/businesses?sirala=mesafe&acik=1`,
  `/${lang}/categories`,
  `/${lang}/kategori/${CATEGORIES[0]?.slug}`,
  `/${lang}/ilce/${DISTRICTS[1]?.slug}`,
  `/${lang}/categories/search?q=otel`,
  `/${lang}/blog`,
  `/${lang}/blog/search?category=Tourism`,
  `/${lang}/favorilerim`,
  `/${lang}/business-directory-mobile`,
];

describe.each(PREFIXED_LANGS)('the /%s lists', (lang) => {
  itWritesNoTurkishIn(lang, pagesIn(lang));

  it('links stay in the language', async () => {
    const main = mainOf((await renderLocalized(`/${lang}/businesses`)).html);
    const hrefs = [...main.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(10);
    const stray = hrefs.filter((href) => /^\/(businesses|business\/|ilce\/|kategori\/)/.test(href));
    expect(stray).toEqual([]);
    expect(main).toContain(`action="/${lang}/businesses"`);
  });

  it("marks a listing's own name and address as Turkish", async () => {
    const main = mainOf((await renderLocalized(`/${lang}/businesses?q=eczanesi`)).html);
    expect(main).toMatch(
      /<a href="\/(en|ku)\/business\/\d+" class="hover:text-brand-700" lang="tr">Dil Listesi Eczanesi<\/a>/,
    );
    // The heart leads to the favourites page in the language, and its script's titles are the language's.
    expect(main).toContain(`href="/${lang}/favorilerim" data-favorite=`);
    expect(main).toContain(lang === 'en' ? 'data-add="Add to favourites"' : 'data-add="Li bijareyan zêde bike"');
  });
});

describe('English and Kurmanji words', () => {
  it.each([
    ['/en/businesses', [/data-testid="result-count"[^>]*>\s*[\d,]+ places found/, 'Sort and filter']],
    ['/ku/businesses', [/data-testid="result-count"[^>]*>\s*[\d.,]+ cih hatin dîtin/, 'Nêzîkî min']],
  ])('the list at %s counts places the language’s way', (path, says) => expectPageSays(path, says, 'main'));

  it.each([
    ['/en', ['Featured places', 'action="/en/businesses"']],
    ['/ku', ['aria-label="Lêgerîn"', 'Hemû kategorî']],
  ])('the home page at %s searches in the language', (path, says) => expectPageSays(path, says));

  it('an empty search says so, and a relaxed one says it found the closest', async () => {
    expect((await renderLocalized('/en/businesses?q=qqqzzzxxx')).html).toContain('No places match your criteria.');
    const relaxed = (await renderLocalized('/ku/businesses?q=eczanesi+qqqzzz')).html;
    expect(relaxed).toMatch(/data-testid="relaxed-note"[^>]*>\s*Encamek bi hemû peyvan tune; encamên herî nêzîk/);
  });

  it('the blog dates its posts in the language and marks their Turkish text', async () => {
    const english = mainOf((await renderLocalized('/en/blog')).html);
    expect(english).toMatch(
      /<time dateTime="[^"]+">\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}<\/time>/i,
    );
    expect(english).toMatch(/\d+ min read/);
    expect(english).toMatch(/href="\/en\/blog\/[^"]+"[^>]*lang="tr"/);
  });

  it('the blog list shows a title the desk wrote in the language, marked so', async () => {
    const post = await publishedPost(t.db, { titleKu: 'Rojek li Çiyayê Nemrûdê' });
    const kurmanji = mainOf((await renderLocalized('/ku/blog')).html);
    expect(kurmanji).toMatch(new RegExp(`href="/ku/blog/${post.slug}"[^>]*lang="ku"[^>]*>Rojek li Çiyayê Nemrûdê</a>`));
  });
});

describe('a blog post', () => {
  it.each(PREFIXED_LANGS)('/%s/blog/… writes its chrome in the language around the Turkish post', async (lang) => {
    const post = await publishedPost(t.db, {}, 'titleEn');
    const { status, html } = await renderLocalized(`/${lang}/blog/${post.slug}`);
    expect(status).toBe(200);
    // The head's <title> carries the post's own (Turkish) title: content, not the site's words.
    expect(turkishWordsIn(html.replace(/<head>[\s\S]*<\/head>/, ''))).toEqual([]);
    expect(html).toContain(`href="/${lang}/blog"`);
    expect(html).toContain(lang === 'en' ? 'min read' : 'deqe xwendin');
  });
});

describe('the Turkish pages', () => {
  it('keep the spec’s words', async () => {
    await expectPageSays('/', ['Adıyaman’ın İşletme Rehberi', 'Öne Çıkan İşletmeler']);
    const list = (await renderLocalized('/businesses?q=eczanesi+qqqzzz')).html;
    expect(list).toContain('<html lang="tr"');
    expect(mainOf(list)).not.toContain('lang="tr"');
    await expectPageSays('/businesses', [/\d+ işletme bulundu/]);
    await expectPageSays('/categories', ['Popüler Kategoriler']);
    await expectPageSays('/blog', ['Öne Çıkan Yazılar']);
  });
});
