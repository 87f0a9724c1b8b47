import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRICTS } from '~/features/listings/districts.ts';
import { dutyNightAt } from '~/features/pharmacies/duty-day.ts';
import { type Lang, langOfPath, PREFIXED_LANGS } from '~/lib/i18n/langs.ts';
import * as sitemap from '~/pages/sitemap-pages.xml.ts';
import { renderLocalized, turkishWordsIn } from '../support/localized-pages.ts';
import { insertBusiness, LISTED_IN_KAHTA } from '../support/rows.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// The inside of a business page (actions, closure, hours, photos, reviews and their form, posts, the
// message and report forms), the tourism guide, the Nemrut trip and the duty pharmacies in English and
// Kurmanji: nothing the site writes there is Turkish (the listings' own text is marked lang="tr"), and
// the Turkish pages keep the spec's words.

let t: TestDb;
const ids: Record<string, number> = {};
const kahta = DISTRICTS.find((d) => d.name === 'Kâhta');

beforeAll(async () => {
  t = await createTestDb({ seed: true });
  ids.full = await insertBusiness(t.db, 'Kahta Kebap Evi', {
    ...LISTED_IN_KAHTA,
    closure: 'moved',
    address: 'Yeni Cadde No:5, Kâhta',
    previousAddress: 'Eski Sokak No:1, Kâhta',
    holidayMode: 'closed',
    services: 'Paket servis, düğün yemeği',
  });
  ids.closed = await insertBusiness(t.db, 'Eski Lokanta', { ...LISTED_IN_KAHTA, closure: 'closed_temporarily' });
  await insertBusiness(t.db, 'Açık Lokanta', { ...LISTED_IN_KAHTA, address: 'Atatürk Bulvarı No:3, Kâhta' });
  await t.db
    .insertInto('businessPhotos')
    .values([
      {
        businessId: ids.full,
        url: 'https://example.com/1.jpg',
        isPrimary: 1,
        status: 'approved',
        caption: 'Salonumuz',
      },
      { businessId: ids.full, url: 'https://example.com/2.jpg', isPrimary: 0, status: 'approved' },
    ])
    .execute();
  const review = await t.db
    .insertInto('reviews')
    .values({
      businessId: ids.full,
      rating: 4,
      comment: 'Çok güzel bir yer, öğle yemeği için ideal.',
      status: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('reviewReplies')
    .values({
      reviewId: review.id,
      businessId: ids.full,
      body: 'Teşekkür ederiz.',
      publishedAt: new Date().toISOString(),
    })
    .execute();
  await t.db
    .insertInto('listingPosts')
    .values({
      businessId: ids.full,
      kind: 'offer',
      status: 'approved',
      title: 'Öğle menüsü indirimi',
      body: 'Her gün öğlen',
      startsAt: '2020-01-01T00:00:00.000Z',
      endsAt: '2099-01-01T00:00:00.000Z',
    })
    .execute();
  await t.db
    .insertInto('listingChecks')
    .values({ businessId: ids.full, confirmedAt: new Date().toISOString(), holidayHoursAt: new Date().toISOString() })
    .execute();
  await t.db
    .insertInto('businessSpecialDays')
    .values({ businessId: ids.full, date: '2099-01-01', closed: 1, note: 'Yılbaşı' })
    .execute();
  await t.db
    .insertInto('pharmacyDuties')
    .values({
      dutyDate: dutyNightAt(new Date()).date,
      district: 'Kâhta',
      name: 'Şifa Eczanesi',
      nameKey: 'sifa',
      phone: '04167251010',
      address: 'Mustafa Kemal Caddesi No:12',
      businessId: null,
    })
    .execute();
});
afterAll(async () => t.cleanup());

const pagesIn = (lang: Lang) => [
  `/${lang}/business/:full`,
  `/${lang}/business/:closed`,
  `/${lang}/business/:full/mesaj`,
  `/${lang}/business/:full/bildir`,
  `/${lang}/tourism`,
  `/${lang}/turizm/nemrut`,
  `/${lang}/nobetci-eczane`,
  `/${lang}/nobetci-eczane/${kahta?.slug}`,
];

const render = async (address: string) => {
  const path = address.replaceAll(':full', String(ids.full)).replace(':closed', String(ids.closed));
  const page = await renderLocalized(path);
  expect(page.status, path).toBe(200);
  expect(page.html).toContain(`<html lang="${langOfPath(path)}"`);
  return page.html;
};

describe.each(PREFIXED_LANGS)('the /%s pages', (lang) => {
  it.each(pagesIn(lang))('%s writes no Turkish word of its own', async (address) => {
    expect(turkishWordsIn(await render(address))).toEqual([]);
  });
});

describe('the business page inside', () => {
  it('in English: the actions, the closure, the hours, the photos, the reviews and their form', async () => {
    const html = await render(`/en/business/${ids.full}`);
    for (const word of ['>Call<', '>Directions<', '>Save<', '>Share<', '>Moved<', 'New address:']) {
      expect(html).toContain(word);
    }
    expect(html).toMatch(/data-testid="open-status"[^>]*>\s*(Open now|Closed)/);
    expect(html).toContain('>Monday<');
    expect(html).toContain('Closed on public and religious holidays');
    expect(html).toContain('Special days');
    expect(html).toContain('aria-label="Photos of Kahta Kebap Evi"');
    expect(html).toMatch(/<figcaption[^>]*lang="tr"[^>]*>Salonumuz<\/figcaption>/);
    expect(html).toContain('out of 5 stars');
    expect(html).toMatch(/<h2 id="reviews-title"[^>]*>\s*Reviews\s*</);
    expect(html).toMatch(/<p[^>]*lang="tr"[^>]*>Çok güzel bir yer/);
    expect(html).toContain('Reply from the business');
    expect(html).toContain('Events, offers and news');
    expect(html).toMatch(/<h3[^>]*lang="tr"[^>]*>\s*Öğle menüsü indirimi/);
    // The review form island gets its language's words only.
    expect(html).toContain('Send review');
    expect(html).not.toContain('Yorumu Gönder');
    expect(html).not.toContain('Şîroveyê bişîne');
    expect(html).toContain('Send the business a message');
    expect(html).toContain('Wrong details, or has the place closed?');
    expect(html).toContain('Privacy notice (KVKK)');
    expect(html).toContain(`href="/en/business/`);
  });

  it('in Kurmanji: call, directions, save, share, reviews; a closed listing points to open ones in the language', async () => {
    const html = await render(`/ku/business/${ids.full}`);
    for (const word of ['>Telefon bike<', '>Rê<', '>Tomar bike<', '>Parve bike<', 'Şîrove']) {
      expect(html).toContain(word);
    }
    expect(html).toMatch(/data-testid="open-status"[^>]*>\s*(Niha vekirî ye|Girtî)/);
    const closed = await render(`/ku/business/${ids.closed}`);
    expect(closed).toContain('Demkî girtî ye');
    expect(closed).toContain('Cihên wekhev');
    expect(closed).toMatch(/href="\/ku\/business\/\d+"[^>]*lang="tr"/);
    const english = await render(`/en/business/${ids.closed}`);
    expect(english).toContain('Similar places');
  });

  it('keeps the spec’s Turkish words on the Turkish page', async () => {
    const html = await render(`/business/${ids.full}`);
    for (const word of ['>Ara<', '>Yol tarifi<', '>Kaydet<', '>Paylaş<', 'Yorumlar', 'Yorumu Gönder', 'Taşındı']) {
      expect(html).toContain(word);
    }
    expect(html).toContain('5 üzerinden 4 yıldız');
  });
});

describe('the message and report forms reached from the page', () => {
  it('show a refused post again with its Turkish messages in the page’s language', async () => {
    const refused = {
      formState: {
        status: 400,
        message: 'Lütfen bir neden seçin',
        values: { message: 'abc' },
        errors: { reason: 'Lütfen bir neden seçin', message: 'Lütfen ne gördüğünüzü en az 5 karakterle yazın' },
      },
    };
    const { status, html } = await renderLocalized(`/en/business/${ids.full}/bildir`, refused);
    expect(status).toBe(400);
    expect(html).toContain('Please choose a reason');
    expect(html).toContain('Please write what you saw in at least 5 characters');
    expect(turkishWordsIn(html)).toEqual([]);
    const inquiry = await renderLocalized(`/ku/business/${ids.full}/mesaj`, {
      formState: { status: 400, message: 'Mesajınızı yazın.', values: {}, errors: { message: 'Mesajınızı yazın.' } },
    });
    expect(inquiry.html).toContain('Peyama xwe binivîsin.');
    expect(inquiry.html).toContain('name="lang" value="ku"');
    expect(turkishWordsIn(inquiry.html)).toEqual([]);
  });
});

describe('tourism, Nemrut and the duty pharmacies', () => {
  it('the tourism guide is written in English and Kurmanji', async () => {
    const english = await render('/en/tourism');
    expect(english).toContain('Adıyaman Travel Guide');
    expect(english).toContain('Mount Nemrut');
    expect(english).toContain('"inLanguage":"en"');
    expect(english).toContain('href="/en/turizm/nemrut"');
    const kurmanji = await render('/ku/tourism');
    expect(kurmanji).toContain('Çiyayê Nemrûdê');
    expect(kurmanji).toContain('Pira Cenderê');
  });

  it('the Nemrut trip page, its JSON-LD in the language, the stops by their official names', async () => {
    const english = await render('/en/turizm/nemrut');
    expect(english).toContain('Mount Nemrut Sunrise Trip');
    expect(english).toContain('What to bring');
    expect(english).toMatch(/"@type":"TouristTrip"[^<]*"inLanguage":"en"/);
    expect(english).toMatch(/<h3[^>]*lang="tr"[^>]*>\s*Cendere Köprüsü/);
    expect(english).toContain('action="/en/turizm/nemrut"');
    const kurmanji = await render('/ku/turizm/nemrut');
    expect(kurmanji).toContain('Gera Rojhilatinê ya Çiyayê Nemrûdê');
    expect(kurmanji).toMatch(/"@type":"TouristAttraction"[^<]*"inLanguage":"ku"/);
  });

  it('the duty pharmacies: the duty window through Intl, the chamber’s names marked Turkish, links in the language', async () => {
    const english = await render('/en/nobetci-eczane');
    expect(english).toContain('Duty pharmacies');
    expect(english).toMatch(/data-testid="duty-window"[^>]*>\s*On duty: \w+day \d{1,2} \w+(, | at )?18:00 – \w+day/);
    expect(english).toMatch(/<h3[^>]*lang="tr"[^>]*>\s*Şifa Eczanesi/);
    expect(english).toContain(`href="/en/nobetci-eczane/${kahta?.slug}"`);
    const kurmanji = await render(`/ku/nobetci-eczane/${kahta?.slug}`);
    expect(kurmanji).toContain('Dermanxaneyên nobedar');
    expect(kurmanji).toContain('Telefon bike');
    const turkish = await render('/nobetci-eczane');
    expect(turkish).toContain('Nöbetçi Eczaneler');
    expect(turkish).toMatch(/Nöbet: \d{1,2} \S+ \S+ 18:00/);
  });

  it('the sitemap lists the three pages in every language', async () => {
    const xml = await ((await sitemap.GET({} as never)) as Response).text();
    for (const path of [
      '/en/turizm/nemrut',
      '/ku/turizm/nemrut',
      '/en/nobetci-eczane',
      `/ku/nobetci-eczane/${kahta?.slug}`,
    ]) {
      expect(xml).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));
    }
  });
});
