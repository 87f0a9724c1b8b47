// The home page's own words in three languages (the Turkish ones as the page has always written them),
// typed like the site's catalogue (lib/i18n): a key missing in one language fails tsc. The demo banners
// and the advantages are lists of the same length in every language.
import { DIRECTORY_MSG } from '~/features/directory/display.ts';
import { LIST_TEXT } from '~/features/directory/lists-i18n.ts';
import { ADVANTAGES, type Banner, SECOND_BANNERS, TOP_BANNERS } from '~/features/site/home-content.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';
import { SITE_NAME } from '~/lib/site.ts';

export const HOME_TEXT = defineCatalogue(
  {
    title: `${SITE_NAME} — Adıyaman İşletme Rehberi`,
    topBanner: 'Üst sponsorlu alan',
    secondBanner: 'Orta sponsorlu alan',
    sponsored: DIRECTORY_MSG.sponsoredLabel,
    closeSponsored: 'Sponsorlu alanı kapat',
    heading: 'Adıyaman’ın İşletme Rehberi',
    addBusiness: 'İşletmenizi Ekleyin',
    allBusinesses: LIST_TEXT.tr.allBusinesses,
    figures: 'Rakamlarla rehber',
    listed: 'Kayıtlı işletme',
    partners: 'Aktif iş ortağı',
    commission: 'Aylık ortak komisyonu',
    target: '(hedef)',
    featured: 'Öne Çıkan İşletmeler',
    seeAll: 'Tümünü gör →',
    noFeatured: DIRECTORY_MSG.noFeatured,
    partnership: 'İş Ortaklığı Programı',
    partnershipBefore: 'Turizm, konaklama ve yerel ticarette bizimle çalışın; yönlendirdiğimiz satışlardan',
    partnershipStrong: '%20’ye varan komisyon',
    partnershipAfter: 'kazanın.',
    becomePartner: 'Ortak Olun',
    why: `Neden ${SITE_NAME}?`,
    institutions: 'Kurumsal Bağlantılar',
    adSpace: 'Reklam alanı',
    adTop: 'üst',
    adMiddle: 'orta',
    adBottom: 'alt',
    adSidebar: 'yan',
    adHere: 'burada yer alın',
  },
  {
    en: {
      title: 'Adıyaman Guide — places in Adıyaman and its districts',
      topBanner: 'Top sponsored space',
      secondBanner: 'Middle sponsored space',
      sponsored: 'Sponsored — sample content',
      closeSponsored: 'Close the sponsored space',
      heading: 'The business directory of Adıyaman',
      addBusiness: 'Add your business',
      allBusinesses: LIST_TEXT.en.allBusinesses,
      figures: 'The guide in figures',
      listed: 'Listed places',
      partners: 'Active partners',
      commission: 'Monthly partner commission',
      target: '(target)',
      featured: 'Featured places',
      seeAll: 'See all →',
      noFeatured: 'No featured places yet.',
      partnership: 'Partnership programme',
      partnershipBefore: 'Work with us in tourism, accommodation and local trade; earn',
      partnershipStrong: 'up to 20% commission',
      partnershipAfter: 'on the sales we send you.',
      becomePartner: 'Become a partner',
      why: 'Why Adıyaman Guide?',
      institutions: 'Public institutions',
      adSpace: 'Advertising space',
      adTop: 'top',
      adMiddle: 'middle',
      adBottom: 'bottom',
      adSidebar: 'side',
      adHere: 'advertise here',
    },
    ku: {
      title: 'Rêbera Adıyamanê — cihên li Adıyamanê û navçeyên wê',
      topBanner: 'Cihê sponsoran ê jorîn',
      secondBanner: 'Cihê sponsoran ê navîn',
      sponsored: 'Sponsor — naveroka mînak',
      closeSponsored: 'Cihê sponsoran bigire',
      heading: 'Rêbera karsaziyên Adıyamanê',
      addBusiness: 'Karsaziya xwe lê zêde bike',
      allBusinesses: LIST_TEXT.ku.allBusinesses,
      figures: 'Rêber bi hejmaran',
      listed: 'Cihên tomarkirî',
      partners: 'Hevkarên çalak',
      commission: 'Komîsyona hevkaran a mehane',
      target: '(armanc)',
      featured: 'Cihên berçav',
      seeAll: 'Hemûyan bibîne →',
      noFeatured: 'Hîn cihên berçav tune ne.',
      partnership: 'Bernameya hevkariyê',
      partnershipBefore: 'Di tûrîzm, bicihbûn û bazirganiya herêmî de bi me re bixebitin; ji firotinên ku em dişînin',
      partnershipStrong: 'heta %20 komîsyon',
      partnershipAfter: 'qezenc bikin.',
      becomePartner: 'Bibin hevkar',
      why: 'Çima Rêbera Adıyamanê?',
      institutions: 'Saziyên giştî',
      adSpace: 'Cihê reklamê',
      adTop: 'jorîn',
      adMiddle: 'navîn',
      adBottom: 'jêrîn',
      adSidebar: 'kêlekê',
      adHere: 'li vir cih bigirin',
    },
  },
);

type Advantage = (typeof ADVANTAGES)[number];
/** The same list in another language: every item's words, with its address and icon. */
type Translated<T> = readonly Omit<T, 'href' | 'icon'>[];

const BANNER_WORDS: Record<'en' | 'ku', { top: Translated<Banner>; second: Translated<Banner> }> = {
  en: {
    top: [
      {
        title: 'List your business for free',
        text: 'Take your place in the Adıyaman Guide and let your customers find you easily.',
        cta: 'Add a business',
      },
      {
        title: 'Mount Nemrut sunrise tours',
        text: 'Discover the heritage of Commagene with local guides.',
        cta: 'Tourism guide',
      },
      {
        title: 'Stand out with a premium listing',
        text: 'Appear first in searches and build trust with your badge.',
        cta: 'See the plans',
      },
    ],
    second: [
      { title: 'Join the partnership programme', text: 'Up to 20% commission on every sale.', cta: 'Apply' },
      {
        title: 'Support the guide',
        text: 'Your donations cover our server and development costs.',
        cta: 'Donate',
      },
    ],
  },
  ku: {
    top: [
      {
        title: 'Karsaziya xwe belaş tomar bike',
        text: 'Di Rêbera Adıyamanê de cihê xwe bigire, bila mişteriyên te te bi hêsanî bibînin.',
        cta: 'Karsaziyê zêde bike',
      },
      {
        title: 'Gerên hilatina rojê li Çiyayê Nemrûdê',
        text: 'Bi rêberên herêmî mîrateya Komagenê nas bikin.',
        cta: 'Rêbera tûrîzmê',
      },
      {
        title: 'Bi tomara premium derkeve pêş',
        text: 'Di lêgerînan de li pêş xuya bibe, bi nîşana xwe bawerî bide.',
        cta: 'Planan bibîne',
      },
    ],
    second: [
      { title: 'Tevlî bernameya hevkariyê bibe', text: 'Ji her firotinê heta %20 komîsyon.', cta: 'Serlêdan bike' },
      {
        title: 'Piştgiriya rêberê bike',
        text: 'Lêçûnên server û pêşxistinê bi bexşên we tên dayîn.',
        cta: 'Bexş bike',
      },
    ],
  },
};

const ADVANTAGE_WORDS: Record<'en' | 'ku', Translated<Advantage>> = {
  en: [
    { title: 'Smart search', text: 'Kâhta, kahta or KÂHTA: however you type it, you find the right results.' },
    {
      title: 'Approved places',
      text: 'Every listing is reviewed before it goes live; only approved places are listed.',
    },
    { title: 'Direct contact', text: 'Reach the place directly by phone, WhatsApp and email, with no middleman.' },
    { title: 'Free listing', text: 'Add your business for free in minutes.' },
  ],
  ku: [
    { title: 'Lêgerîna jîr', text: 'Kâhta, kahta an KÂHTA: çawa binivîsin, encamên rast bibînin.' },
    {
      title: 'Cihên pejirandî',
      text: 'Her tomar berî weşanê tê kontrolkirin; tenê cihên pejirandî tên rêzkirin.',
    },
    { title: 'Têkiliya rasterast', text: 'Bi telefon, WhatsApp û e-nameyê rasterast bigihîjin cih.' },
    { title: 'Tomara belaş', text: 'Karsaziya xwe di çend deqeyan de belaş lê zêde bike.' },
  ],
};

const withWords = <T extends object>(turkish: readonly T[], words: readonly object[]): T[] =>
  turkish.map((item, i) => ({ ...item, ...words[i] }));

/** The home page's demo banners and advantages in a language. */
export function homeContentIn(lang: Lang) {
  if (lang === 'tr') return { top: TOP_BANNERS, second: SECOND_BANNERS, advantages: ADVANTAGES };
  return {
    top: withWords(TOP_BANNERS, BANNER_WORDS[lang].top),
    second: withWords(SECOND_BANNERS, BANNER_WORDS[lang].second),
    advantages: withWords(ADVANTAGES, ADVANTAGE_WORDS[lang]),
  };
}
