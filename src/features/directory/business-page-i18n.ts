// The business page's own words in English and Kurmanji beside its Turkish ones (business-page.ts and
// the page), typed like the site's catalogue (lib/i18n): a message missing in one language fails tsc.
import { BUSINESS_PAGE_MSG } from '~/features/directory/business-page.ts';
import { LIST_TEXT } from '~/features/directory/lists-i18n.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { defineCatalogue, messagesOf } from '~/lib/i18n/messages.ts';

export const BUSINESS_PAGE_TEXT = defineCatalogue(
  {
    breadcrumb: 'Sayfa konumu',
    home: messagesOf('tr').linkHome,
    businesses: 'İşletmeler',
    backToBusinesses: 'İşletmelere Dön',
    notFoundText: 'Aradığınız işletme bulunamadı, henüz onaylanmamış veya yayından kaldırılmış olabilir.',
    allBusinesses: LIST_TEXT.tr.allBusinesses,
    whereAndWhen: BUSINESS_PAGE_MSG.whereAndWhen,
    address: BUSINESS_PAGE_MSG.address,
    newAddress: 'Yeni adres',
    oldAddress: 'Eski adres',
    hours: BUSINESS_PAGE_MSG.hours,
    hoursCaption: 'Haftalık çalışma saatleri (Türkiye saati)',
    today: BUSINESS_PAGE_MSG.today,
    about: 'Hakkında',
    noDescription: 'Bu işletme henüz bir açıklama eklemedi.',
    services: 'Hizmetler:',
    priceRange: 'Fiyat aralığı:',
    paymentOptions: 'Ödeme seçenekleri:',
    languages: 'Diller:',
    contactDetails: 'İletişim Bilgileri',
    phone: 'Telefon',
    email: 'E-posta',
    website: 'Web sitesi',
    social: 'Sosyal medya',
    share: BUSINESS_PAGE_MSG.share,
    shareText: 'Beğendiyseniz arkadaşlarınıza önerin.',
    details: 'Bilgiler',
    category: 'Kategori',
    listedOn: 'Kayıt tarihi',
    status: 'Durum',
    ownerNotes: BUSINESS_PAGE_MSG.ownerNotes,
    goals: BUSINESS_PAGE_MSG.goals,
    audience: BUSINESS_PAGE_MSG.audience,
  },
  {
    en: {
      breadcrumb: 'You are here',
      home: messagesOf('en').linkHome,
      businesses: 'Places',
      backToBusinesses: 'Back to places',
      notFoundText: 'The place you are looking for was not found, has not been approved yet or has been taken down.',
      allBusinesses: LIST_TEXT.en.allBusinesses,
      whereAndWhen: 'Address and opening hours',
      address: 'Address',
      newAddress: 'New address',
      oldAddress: 'Former address',
      hours: 'Opening hours',
      hoursCaption: 'Weekly opening hours (Turkey time)',
      today: 'Today',
      about: 'About',
      noDescription: 'This place has not added a description yet.',
      services: 'Services:',
      priceRange: 'Price range:',
      paymentOptions: 'Payment options:',
      languages: 'Languages:',
      contactDetails: 'Contact details',
      phone: 'Phone',
      email: 'Email',
      website: 'Website',
      social: 'Social media',
      share: 'Share this place',
      shareText: 'If you liked it, recommend it to your friends.',
      details: 'Details',
      category: 'Category',
      listedOn: 'Listed on',
      status: 'Status',
      ownerNotes: 'From the owner',
      goals: 'Goals',
      audience: 'Audience',
    },
    ku: {
      breadcrumb: 'Cihê rûpelê',
      home: messagesOf('ku').linkHome,
      businesses: 'Cih',
      backToBusinesses: 'Vegere cihan',
      notFoundText: 'Cihê ku hûn lê digerin nehate dîtin, hêj nehatiye pejirandin an jî hatiye rakirin.',
      allBusinesses: LIST_TEXT.ku.allBusinesses,
      whereAndWhen: 'Navnîşan û demjimêrên vekirinê',
      address: 'Navnîşan',
      newAddress: 'Navnîşana nû',
      oldAddress: 'Navnîşana berê',
      hours: 'Demjimêrên vekirinê',
      hoursCaption: 'Demjimêrên vekirinê yên heftiyê (dema Tirkiyeyê)',
      today: 'Îro',
      about: 'Derbarê',
      noDescription: 'Vê karsaziyê hêj danasînek lê zêde nekiriye.',
      services: 'Xizmet:',
      priceRange: 'Asta bihayan:',
      paymentOptions: 'Awayên dayînê:',
      languages: 'Ziman:',
      contactDetails: 'Agahiyên têkiliyê',
      phone: 'Telefon',
      email: 'E-name',
      website: 'Malper',
      social: 'Medyaya civakî',
      share: 'Vî cihî parve bike',
      shareText: 'Heke we ecibandibe, ji hevalên xwe re pêşniyar bikin.',
      details: 'Agahî',
      category: 'Kategorî',
      listedOn: 'Dîroka tomarkirinê',
      status: 'Rewş',
      ownerNotes: 'Ji xwediyê karsaziyê',
      goals: 'Armanc',
      audience: 'Armancgirtî',
    },
  },
);

/**
 * A listing's description in the page's language: its English or Kurmanji version when the owner or
 * the operator wrote one, else the Turkish text, marked so the page says it is only in Turkish.
 */
export function descriptionIn(
  business: { description: string | null; descriptionEn: string | null; descriptionKu: string | null },
  lang: Lang,
): { text: string; lang: Lang; onlyTurkish: boolean } | null {
  const version = lang === 'en' ? business.descriptionEn : lang === 'ku' ? business.descriptionKu : null;
  if (version?.trim()) return { text: version, lang, onlyTurkish: false };
  if (!business.description) return null;
  return { text: business.description, lang: 'tr', onlyTurkish: lang !== 'tr' };
}

/** A place's name as officially written, with its Kurmanji name beside it on Kurmanji pages when one was entered. */
export function placeNameIn(business: { name: string; nameKu: string | null }, lang: Lang): string {
  return lang === 'ku' && business.nameKu?.trim() && business.nameKu !== business.name
    ? `${business.name} (${business.nameKu})`
    : business.name;
}
