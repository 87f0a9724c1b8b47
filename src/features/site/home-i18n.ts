// The home page's own words in three languages (the Turkish ones as the page has always written them),
// typed like the site's catalogue (lib/i18n): a key missing in one language fails tsc. The demo banners
// and the advantages are lists of the same length in every language.
import { DIRECTORY_MSG } from '~/features/directory/display.ts';
import { LIST_TEXT } from '~/features/directory/lists-i18n.ts';
import { ADVANTAGES, type Banner, SECOND_BANNERS, TOP_BANNERS } from '~/features/site/home-content.ts';
import homeWords from '~/features/site/home-words.json' with { type: 'json' };
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

/** The demo banners' and advantages' words in English and Kurmanji (home-words.json). */
const WORDS: Record<
  'en' | 'ku',
  { top: Translated<Banner>; second: Translated<Banner>; advantages: Translated<Advantage> }
> = homeWords;

const withWords = <T extends object>(turkish: readonly T[], words: readonly object[]): T[] =>
  turkish.map((item, i) => ({ ...item, ...words[i] }));

/** The home page's demo banners and advantages in a language. */
export function homeContentIn(lang: Lang) {
  if (lang === 'tr') return { top: TOP_BANNERS, second: SECOND_BANNERS, advantages: ADVANTAGES };
  return {
    top: withWords(TOP_BANNERS, WORDS[lang].top),
    second: withWords(SECOND_BANNERS, WORDS[lang].second),
    advantages: withWords(ADVANTAGES, WORDS[lang].advantages),
  };
}
