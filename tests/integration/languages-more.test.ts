import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCardModel } from '~/features/directory/card-model.ts';
import { HOME_SEARCH_TEXT } from '~/features/directory/lists-i18n.ts';
import { setClock } from '~/features/listing-posts/clock.ts';
import ShareDialog from '~/features/site/ShareDialog.island.tsx';
import { SHARE_DIALOG_TEXTS } from '~/features/site/share-i18n.ts';
import { type Lang, PREFIXED_LANGS } from '~/lib/i18n/langs.ts';
import { sitemapUrls } from '~/lib/i18n/sitemap.ts';
import { siteOrigin } from '~/lib/origin.ts';
import { CALENDAR_PAGES } from '~/lib/paths.ts';
import { expectPageSays, itWritesNoTurkishIn, publishedPost } from '../support/language-checks.ts';
import { mainOf, renderLocalized, turkishWordsIn } from '../support/localized-pages.ts';
import { insertBusiness } from '../support/rows.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// The city's calendar and the offers in English and Kurmanji (the posts' own text marked lang="tr"), and
// the words written in the browser (the map's popups, the tier badge, the share dialog) handed over in
// the page's language.

let t: TestDb;
let business: number;

beforeAll(async () => {
  t = await createTestDb({ seed: true });
  setClock(() => new Date('2027-06-01T09:00:00Z'));
  business = await insertBusiness(t.db, 'Dil Takvimi Kahvesi', {
    category: 'Restoranlar',
    district: 'Kâhta',
    status: 'approved',
    subscriptionTier: 'standard',
    latitude: 37.78,
    longitude: 38.62,
    priceRange: 'Orta (₺₺)',
    paymentOptions: JSON.stringify(['Nakit', 'Kredi Kartı']),
    languages: JSON.stringify(['Türkçe', 'Kürtçe']),
  });
  await t.db
    .insertInto('listingPosts')
    .values([
      {
        businessId: business,
        kind: 'event',
        status: 'approved',
        title: 'Kâhta Türkü Gecesi',
        body: 'Bağlama ve türküler, herkes davetli.',
        place: 'Kâhta Kültür Merkezi',
        price: '100 TL',
        district: 'Kâhta',
        category: 'Restoranlar',
        startsAt: '2027-06-12T17:00:00.000Z',
        endsAt: '2027-06-12T20:00:00.000Z',
      },
      {
        businessId: business,
        kind: 'offer',
        status: 'approved',
        title: 'Menengiç kahvesine yüzde yirmi indirim',
        code: 'FIRAT20',
        district: 'Kâhta',
        category: 'Restoranlar',
        endsAt: '2027-06-20T15:00:00.000Z',
      },
    ])
    .execute();
});
afterAll(async () => {
  setClock(null);
  await t.cleanup();
});

const calendarPages = (lang: Lang) => [
  `/${lang}/etkinlikler`,
  `/${lang}/etkinlikler?ilce=K%C3%A2hta&kategori=Restoranlar`,
  `/${lang}/etkinlikler?ilce=Besni`,
  `/${lang}/firsatlar`,
  `/${lang}/firsatlar?ilce=Besni`,
];

describe.each(PREFIXED_LANGS)('the /%s calendar and offers', (lang) => {
  itWritesNoTurkishIn(lang, calendarPages(lang));

  it('links, filters and the head stay in the language', async () => {
    const { html } = await renderLocalized(`/${lang}/etkinlikler`);
    const main = mainOf(html);
    expect(main).toContain(`action="/${lang}/etkinlikler"`);
    expect(main).toContain(`href="/${lang}/firsatlar"`);
    expect(main).toContain(`href="/${lang}/business/${business}"`);
    // The iCalendar files are the same in every language.
    expect(main).toMatch(/href="\/etkinlikler\/\d+\.ics"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/${lang}/etkinlikler"`));
    expect(html).toMatch(/<link rel="alternate" hreflang="tr" href="[^"]+\/etkinlikler"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+\/etkinlikler"/);
  });
});

describe('calendar words', () => {
  it('dates the days and the events through Intl, and marks the posts as Turkish', async () => {
    await expectPageSays(
      '/en/etkinlikler',
      [
        'Adıyaman Events Calendar',
        'Saturday, 12 June 2027',
        '· Restaurants<',
        '12 June 2027, 20:00 – 23:00',
        'Subscribe to the calendar (iCalendar)',
        'Add to calendar',
        /<h3[^>]*lang="tr"[^>]*>\s*Kâhta Türkü Gecesi/,
      ],
      'main',
    );
    await expectPageSays('/ku/firsatlar', ['Derfetên li Adıyamanê', 'Hemû navçe', 'Kod: FIRAT20'], 'main');
  });

  it('the sitemap lists both pages in three languages, but not their iCalendar files', () => {
    const entries = sitemapUrls([CALENDAR_PAGES.events, CALENDAR_PAGES.offers, CALENDAR_PAGES.feed]);
    expect(entries).toHaveLength(7);
    expect(entries.join('\n')).toMatch(/<loc>[^<]+\/ku\/firsatlar<\/loc>.*hreflang="en" href="[^"]+\/en\/firsatlar"/);
    expect(entries.join('\n')).not.toContain('/en/etkinlikler.ics');
  });

  it('the Turkish calendar keeps its words', async () => {
    await expectPageSays('/etkinlikler', [
      'Adıyaman Etkinlik Takvimi',
      'Takvim aboneliği (iCalendar)',
      '12 Haziran 2027 Cumartesi',
    ]);
    expect(mainOf((await renderLocalized('/etkinlikler')).html)).not.toContain('lang="tr"');
    await expectPageSays('/firsatlar', ['Tüm ilçeler'], 'main');
  });
});

/** A data attribute's JSON, as the page writes it (escaped). */
function dataJson(html: string, name: string): Record<string, unknown> {
  const raw = new RegExp(`${name}="([^"]*)"`).exec(html)?.[1] ?? '{}';
  return JSON.parse(
    raw
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

/** The page's JSON-LD of a type. */
function jsonLdOf(html: string, type: string): Record<string, unknown> | undefined {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>)
    .find((data) => data['@type'] === type);
}

describe('the map script’s words', () => {
  it('come from the page in its language, with its links’ prefix', async () => {
    const english = await renderLocalized('/en/businesses?view=map&q=takvimi');
    expect(english.status).toBe(200);
    const words = dataJson(english.html, 'data-words');
    expect(words).toEqual({
      approximate: 'Approximate location: the district centre',
      loadFailed: 'The map could not be loaded; the places are listed below.',
      cluster: '{n} places: select to zoom in',
      openNow: 'Open now',
      closedNow: 'Closed',
      lang: 'en',
      prefix: '/en',
    });
    const kurmanji = dataJson((await renderLocalized(`/ku/business/${business}`)).html, 'data-words');
    expect(kurmanji).toMatchObject({ openNow: 'Niha vekirî ye', lang: 'ku', prefix: '/ku' });
  });

  it('are the Turkish ones on a Turkish page', async () => {
    const words = dataJson((await renderLocalized('/businesses?view=map&q=takvimi')).html, 'data-words');
    expect(words).toEqual({
      approximate: 'Konum yaklaşık: ilçe merkezi',
      loadFailed: 'Harita yüklenemedi; işletmeler aşağıda listeleniyor.',
      cluster: '{n} işletme: yakınlaştırmak için seçin',
      openNow: 'Şimdi açık',
      closedNow: 'Kapalı',
      lang: 'tr',
      prefix: '',
    });
  });
});

describe('words written in the browser', () => {
  it('the home search’s tier badge is in the page’s language', async () => {
    const listing = {
      id: 1,
      subscriptionTier: 'standard',
      category: 'Kafe',
      district: null,
      phone: null,
      closure: null,
    };
    expect(businessCardModel(listing, HOME_SEARCH_TEXT.en).tier?.label).toBe('Standard');
    expect(businessCardModel({ ...listing, subscriptionTier: 'premium' }, HOME_SEARCH_TEXT.ku).tier?.label).toBe(
      'Premium',
    );
    expect(businessCardModel(listing, HOME_SEARCH_TEXT.tr).tier?.label).toBe('Standart');
    expect(businessCardModel(listing).tier?.label).toBe('Standart');
    // The island is handed its language's words (the badge's among them).
    expect((await renderLocalized('/en')).html).toMatch(/standard&quot;:\[0,&quot;Standard&quot;\]/);
    const mobile = mainOf((await renderLocalized('/en/business-directory-mobile')).html);
    expect(mobile).toContain('Standard');
    expect(turkishWordsIn(mobile)).toEqual([]);
  });

  it('the toasts’ close button, drawn from the page’s template, is in the page’s language', async () => {
    for (const [path, label] of [
      ['/en/contact', 'Close the notice'],
      ['/ku/contact', 'Agahdariyê bigire'],
      ['/contact', 'Bildirimi kapat'],
    ] as const) {
      const { html } = await renderLocalized(path);
      expect(html).toContain('id="toast-region"');
      expect(html).toMatch(new RegExp(`<template id="toast-template"[^>]*>[\\s\\S]*aria-label="${label}"`));
    }
  });

  it('a post’s share button is handed the post’s public address (the browser does not know the origin)', async () => {
    const post = await publishedPost(t.db);
    const { html } = await renderLocalized(`/en/blog/${post.slug}`);
    expect(html).toMatch(new RegExp(`url&quot;:\\[0,&quot;${siteOrigin()}/[^&]*${post.slug}&quot;`));
  });

  it('the share dialog offers its message types and writes its text in the language', async () => {
    const english = renderToStaticMarkup(
      createElement(ShareDialog, {
        url: '/en/business/1',
        businessName: 'Fırat Kahvesi',
        texts: SHARE_DIALOG_TEXTS.en,
      }),
    );
    for (const label of ['Recommendation', 'Review', 'Visit', 'Discovery']) expect(english).toContain(label);
    expect(english).toContain('I recommend Fırat Kahvesi! Don’t miss it when you are in Adıyaman.');
    expect(turkishWordsIn(english.replaceAll('Fırat Kahvesi', ''))).toEqual([]);
    const kurmanji = renderToStaticMarkup(
      createElement(ShareDialog, {
        url: '/ku/business/1',
        businessName: 'Fırat Kahvesi',
        texts: SHARE_DIALOG_TEXTS.ku,
      }),
    );
    expect(kurmanji).toContain('Ez Fırat Kahvesi pêşniyar dikim!');
    const turkish = renderToStaticMarkup(
      createElement(ShareDialog, { url: '/business/1', businessName: 'Fırat Kahvesi' }),
    );
    expect(turkish).toContain('Tavsiye');
    expect(turkish).toContain('Fırat Kahvesi işletmesini tavsiye ediyorum! Adıyaman’da mutlaka uğrayın.');
    // The business page hands the island its language's choices.
    expect((await renderLocalized(`/en/business/${business}`)).html).toContain('Recommendation');
  });
});

describe('the business page’s breadcrumb in JSON-LD', () => {
  it.each([
    ['en', ['Adıyaman Guide', 'Places'], 'Restaurants'],
    ['ku', ['Rêbera Adıyamanê', 'Cih'], 'Xwaringeh'],
  ] as const)('/%s names and links each step in the language', async (lang, first, category) => {
    const crumbs = jsonLdOf((await renderLocalized(`/${lang}/business/${business}`)).html, 'BreadcrumbList');
    const items = crumbs?.itemListElement as { name: string; item: string }[];
    expect(items.slice(0, 2).map((i) => i.name)).toEqual(first);
    expect(items.at(-1)?.name).toBe('Dil Takvimi Kahvesi');
    expect(items.map((i) => i.name).join(' ')).toContain(category);
    for (const item of items) expect(new URL(item.item).pathname).toMatch(new RegExp(`^/${lang}(/|$)`));
    expect(crumbs?.inLanguage).toBe(lang);
  });

  it('keeps the Turkish names and addresses on the Turkish page', async () => {
    const crumbs = jsonLdOf((await renderLocalized(`/business/${business}`)).html, 'BreadcrumbList');
    const items = crumbs?.itemListElement as { name: string; item: string }[];
    expect(items.slice(0, 2).map((i) => i.name)).toEqual(['Adıyaman Rehberi', 'İşletmeler']);
    expect(new URL(items[1]?.item ?? '').pathname).toBe('/businesses');
    expect(new URL(items.at(-1)?.item ?? '').pathname).toBe(`/business/${business}`);
  });
});

describe('a bad /businesses query', () => {
  it.each([
    ['/en/businesses?page=abc', 'The page number must be a whole number of 1 or more.'],
    ['/en/businesses?konum=abc', 'The location must be written as “latitude,longitude” (e.g. 37.76,38.27).'],
    ['/ku/businesses?district=Nowhere', 'Navçeya nenas. Yek ji navçeyên Adıyamanê hilbijêrin.'],
    ['/businesses?page=abc', 'Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.'],
  ])('%s answers 400 in the page’s language', async (path, message) => {
    const { status, html } = await renderLocalized(path);
    expect(status).toBe(400);
    expect(mainOf(html)).toContain(message);
    if (path.startsWith('/en') || path.startsWith('/ku')) expect(turkishWordsIn(html)).toEqual([]);
  });
});

describe('a blog post’s head', () => {
  it('uses the version in the page’s language, and the Turkish title where there is none', async () => {
    const post = await publishedPost(
      t.db,
      { titleEn: 'A Day on Mount Nemrut', contentEn: '<p>Sunrise on the summit, <b>step by step</b>.</p>' },
      'metaTitle',
    );
    const english = (await renderLocalized(`/en/blog/${post.slug}`)).html;
    expect(english).toContain('<title>A Day on Mount Nemrut | Adıyaman Guide Blog</title>');
    expect(english).toContain('<meta name="description" content="Sunrise on the summit, step by step.">');
    expect(english).toContain('<meta property="og:title" content="A Day on Mount Nemrut | Adıyaman Guide Blog">');
    expect(jsonLdOf(english, 'BlogPosting')).toMatchObject({ headline: 'A Day on Mount Nemrut', inLanguage: 'en' });
    const kurmanji = (await renderLocalized(`/ku/blog/${post.slug}`)).html;
    expect(kurmanji).toContain(`<title>${post.title} | Rêbera Adıyamanê Blog</title>`);
    expect(jsonLdOf(kurmanji, 'BlogPosting')).toMatchObject({ headline: post.title, inLanguage: 'tr-TR' });
    const turkish = (await renderLocalized(`/blog/${post.slug}`)).html;
    expect(turkish).toContain(`<title>${post.title} | Adıyaman Rehberi Blog</title>`);
  });
});

describe('what a listing offers', () => {
  it('names its price range, payment options and staff languages in the page’s language', async () => {
    await expectPageSays(
      `/en/business/${business}`,
      ['Moderate (₺₺)', 'Cash, Credit card', 'Turkish, Kurdish'],
      'main',
    );
    await expectPageSays(`/ku/business/${business}`, ['Pere, Qerta krediyê', 'Tirkî, Kurdî'], 'main');
    await expectPageSays(`/business/${business}`, ['Nakit, Kredi Kartı', 'Türkçe, Kürtçe'], 'main');
  });
});

describe('the business page’s own marks', () => {
  it('names the tier and the favourite link in the page’s language', async () => {
    const english = (await renderLocalized(`/en/business/${business}`)).html;
    expect(english).toMatch(/#icon-diamond"><\/use><\/svg>Standard<\/span>/);
    expect(english).not.toContain('(JavaScript gerekir)');
    expect(english).toMatch(
      /data-favorite="\d+"[^>]*href="\/en\/favorilerim"|href="\/en\/favorilerim"[^>]*data-favorite/,
    );
    const kurmanji = (await renderLocalized(`/ku/business/${business}`)).html;
    expect(kurmanji).not.toContain('(JavaScript gerekir)');
    expect((await renderLocalized(`/business/${business}`)).html).toMatch(
      /#icon-diamond"><\/use><\/svg>Standart<\/span>/,
    );
  });
});
