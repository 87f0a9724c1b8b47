// The /add-business page, its wizard and the Maps import card in every language (typed as lib/i18n's
// catalogues): the Turkish texts as the spec writes them (the schema's messages from messages.ts among
// them), English and Kurmanji beside them. The islands get only their texts, one language's, as props.
import { ADD_BUSINESS_CATEGORIES } from '~/features/listings/categories.ts';
import { categoryNameIn } from '~/features/listings/category-names.ts';
import { ADD_BUSINESS_DISTRICTS } from '~/features/listings/districts.ts';
import { budgetLabel, MARKETING_BUDGETS, WEEK_DAY_NAMES, type WeekDay } from '~/features/listings/options.ts';
import { INTEREST_LABELS, type InterestField } from '~/features/listings/vocabulary.ts';
import { ADD_BUSINESS_MSG, MAPS_IMPORT_MSG } from '~/features/submissions/messages.ts';
import { REGISTRATION_REVIEW_DAYS as DAYS } from '~/lib/constants.ts';
import { formatLiraIn } from '~/lib/i18n/format.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';

export const ADD_BUSINESS_TEXT = defineCatalogue(
  {
    ...ADD_BUSINESS_MSG,
    step1: 'Temel Bilgiler',
    step2: 'Sosyal Medya & İletişim',
    step3: 'Reklamcılık & Pazarlama',
    step4: 'İnceleme',
    steps: 'Adımlar',
    // An island's props are plain data (no functions): the step's number follows this word.
    step: 'Adım',
    formLabel: 'İşletme ekleme formu',
    nameLabel: 'İşletme Adı',
    categoryLabel: 'Kategori',
    categoryPlaceholder: 'Kategori seçin',
    addressLabel: 'Adres',
    districtLabel: 'İlçe',
    districtPlaceholder: 'İlçe seçin',
    phoneLabel: 'Telefon',
    emailLabel: 'E-posta',
    websiteLabel: 'Web Sitesi',
    descriptionLabel: 'Açıklama',
    facebookLabel: 'Facebook Sayfası',
    handlePlaceholder: '@isletmeniz',
    facebookPlaceholder: 'facebook.com/isletmeniz',
    youtubeLabel: 'YouTube Kanalı',
    linkedinLabel: 'LinkedIn Sayfası',
    whatsappLabel: 'WhatsApp Numarası',
    hoursLabel: 'Çalışma Saatleri',
    interestsLegend: 'İlgilendiğiniz reklam ve hizmetler',
    budgetLabel: 'Aylık Pazarlama Bütçesi',
    budgetPlaceholder: 'Bütçe seçin',
    audienceLabel: 'Hedef Kitle',
    goalsLabel: 'İşletme Hedefleri',
    interestsLabel: 'İlgi Alanları',
    reviewNote: 'Kaydettiğiniz işletme ekibimiz tarafından incelendikten sonra yayınlanır.',
    back: 'Geri',
    next: 'İleri',
    save: 'Kaydet',
    saving: 'Kaydediliyor...',
  },
  {
    en: {
      name: 'The business name must be at least 2 characters',
      category: 'Choosing a category is required',
      address: 'The address must be at least 5 characters',
      email: 'Enter a valid email address',
      website: 'Enter a valid website address',
      district: 'Choose a district from the list',
      marketingBudget: 'Choose a budget from the list',
      successTitle: 'Done!',
      successText: 'Your business was saved and is waiting for review.',
      failureTitle: 'Error',
      failurePrefix: 'Something went wrong while adding the business: ',
      noticeTitle: 'Your application was received',
      noticeText: `Your business will be published once it has been reviewed. The review usually takes ${DAYS} working days.`,
      step1: 'Basic details',
      step2: 'Social media & contact',
      step3: 'Advertising & marketing',
      step4: 'Review',
      steps: 'Steps',
      step: 'Step',
      formLabel: 'Add a business form',
      nameLabel: 'Business name',
      categoryLabel: 'Category',
      categoryPlaceholder: 'Choose a category',
      addressLabel: 'Address',
      districtLabel: 'District',
      districtPlaceholder: 'Choose a district',
      phoneLabel: 'Phone',
      emailLabel: 'Email',
      websiteLabel: 'Website',
      descriptionLabel: 'Description',
      facebookLabel: 'Facebook page',
      handlePlaceholder: '@yourbusiness',
      facebookPlaceholder: 'facebook.com/yourbusiness',
      youtubeLabel: 'YouTube channel',
      linkedinLabel: 'LinkedIn page',
      whatsappLabel: 'WhatsApp number',
      hoursLabel: 'Opening hours',
      interestsLegend: 'Advertising and services you are interested in',
      budgetLabel: 'Monthly marketing budget',
      budgetPlaceholder: 'Choose a budget',
      audienceLabel: 'Target audience',
      goalsLabel: 'Business goals',
      interestsLabel: 'Interests',
      reviewNote: 'The business you save is published once our team has reviewed it.',
      back: 'Back',
      next: 'Next',
      save: 'Save',
      saving: 'Saving...',
    },
    ku: {
      name: 'Navê karsaziyê divê herî kêm 2 tîp be',
      category: 'Hilbijartina kategoriyê pêwîst e',
      address: 'Navnîşan divê herî kêm 5 tîp be',
      email: 'Navnîşaneke e-nameyê ya derbasdar binivîsin',
      website: 'Navnîşaneke malperê ya derbasdar binivîsin',
      district: 'Ji lîsteyê navçeyekê hilbijêrin',
      marketingBudget: 'Ji lîsteyê budceyekê hilbijêrin',
      successTitle: 'Serkeftî!',
      successText: 'Karsaziya we hat tomarkirin û li benda nirxandinê ye.',
      failureTitle: 'Çewtî',
      failurePrefix: 'Dema zêdekirina karsaziyê de çewtiyek çêbû: ',
      noticeTitle: 'Serlêdana we hat wergirtin',
      noticeText: `Karsaziya we piştî nirxandinê tê weşandin. Nirxandin bi gelemperî ${DAYS} rojên kar dajo.`,
      step1: 'Agahiyên bingehîn',
      step2: 'Medyaya civakî û têkilî',
      step3: 'Reklam û bazarkirin',
      step4: 'Nirxandin',
      steps: 'Gav',
      step: 'Gav',
      formLabel: 'Forma zêdekirina karsaziyê',
      nameLabel: 'Navê karsaziyê',
      categoryLabel: 'Kategorî',
      categoryPlaceholder: 'Kategoriyekê hilbijêrin',
      addressLabel: 'Navnîşan',
      districtLabel: 'Navçe',
      districtPlaceholder: 'Navçeyekê hilbijêrin',
      phoneLabel: 'Telefon',
      emailLabel: 'E-name',
      websiteLabel: 'Malper',
      descriptionLabel: 'Ravekirin',
      facebookLabel: 'Rûpela Facebookê',
      handlePlaceholder: '@karsaziyawe',
      facebookPlaceholder: 'facebook.com/karsaziyawe',
      youtubeLabel: 'Kanala YouTubeê',
      linkedinLabel: 'Rûpela LinkedInê',
      whatsappLabel: 'Hejmara WhatsAppê',
      hoursLabel: 'Demjimêrên kar',
      interestsLegend: 'Reklam û xizmetên ku hûn bi wan re eleqedar in',
      budgetLabel: 'Budceya bazarkirinê ya mehane',
      budgetPlaceholder: 'Budceyekê hilbijêrin',
      audienceLabel: 'Temaşevanên armanc',
      goalsLabel: 'Armancên karsaziyê',
      interestsLabel: 'Eleqe',
      reviewNote: 'Karsaziya ku hûn tomar dikin piştî ku tîma me ew nirxand tê weşandin.',
      back: 'Paş',
      next: 'Pêş',
      save: 'Tomar bike',
      saving: 'Tê tomarkirin...',
    },
  },
);

export type AddBusinessText = (typeof ADD_BUSINESS_TEXT)['tr'];

/** The Maps import card's texts (MAPS_IMPORT_MSG among them). */
export const MAPS_IMPORT_TEXT = defineCatalogue(
  {
    ...MAPS_IMPORT_MSG,
    title: 'Google Maps’ten Bilgileri Al',
    intro: 'İşletmenizin Google Maps bağlantısını yapıştırın; ad ve konum gibi bilgiler forma doldurulur.',
    urlLabel: 'Google Maps bağlantısı',
    fetching: 'Alınıyor...',
    fetch: 'Verileri Getir',
  },
  {
    en: {
      url: 'Enter a valid Google Maps link',
      failureTitle: 'Import error',
      failureText: 'Something went wrong while reading from Google Maps',
      successTitle: 'Details filled in',
      needsKey:
        'Address, phone, website, rating and category need a Google Maps API key; what the link itself tells was filled in.',
      title: 'Take the details from Google Maps',
      intro: 'Paste your business’s Google Maps link; details such as the name and location are filled into the form.',
      urlLabel: 'Google Maps link',
      fetching: 'Fetching...',
      fetch: 'Fetch the details',
    },
    ku: {
      url: 'Girêdaneke Google Mapsê ya derbasdar binivîsin',
      failureTitle: 'Çewtiya anînê',
      failureText: 'Dema xwendina ji Google Mapsê de çewtiyek çêbû',
      successTitle: 'Agahî hatin dagirtin',
      needsKey:
        'Ji bo navnîşan, telefon, malper, puan û kategoriyê mifteya API ya Google Mapsê lazim e; tiştên ku girêdan bi xwe dibêje hatin dagirtin.',
      title: 'Agahiyan ji Google Mapsê bigirin',
      intro: 'Girêdana Google Mapsê ya karsaziya xwe bixin vir; agahiyên wek nav û cih di formê de tên dagirtin.',
      urlLabel: 'Girêdana Google Mapsê',
      fetching: 'Tê anîn...',
      fetch: 'Agahiyan bîne',
    },
  },
);

export type MapsImportText = (typeof MAPS_IMPORT_TEXT)['tr'];

const INTEREST_NAMES: Record<'en' | 'ku', Record<InterestField, string>> = {
  en: {
    googleAdsInterest: 'Google Ads',
    facebookAdsInterest: 'Facebook ads',
    instagramAdsInterest: 'Instagram ads',
    tiktokAdsInterest: 'TikTok ads',
    seoOptimization: 'Search engine optimisation',
    socialMediaManagement: 'Social media management',
    contentCreation: 'Content creation',
    emailMarketing: 'Email marketing',
    deliveryService: 'Delivery',
    onlineOrdering: 'Online ordering',
    reservationSystem: 'Booking system',
  },
  ku: {
    googleAdsInterest: 'Reklamên Google Ads',
    facebookAdsInterest: 'Reklamên Facebookê',
    instagramAdsInterest: 'Reklamên Instagramê',
    tiktokAdsInterest: 'Reklamên TikTokê',
    seoOptimization: 'Baştirkirina SEOyê',
    socialMediaManagement: 'Rêveberiya medyaya civakî',
    contentCreation: 'Çêkirina naverokê',
    emailMarketing: 'Bazarkirina bi e-nameyê',
    deliveryService: 'Gihandina pakêtan',
    onlineOrdering: 'Siparîşa serhêl',
    reservationSystem: 'Pergala rezervasyonê',
  },
};

interface Option {
  value: string;
  label: string;
}

export interface AddBusinessOptions {
  categories: Option[];
  districts: Option[];
  budgets: Option[];
  days: Record<WeekDay, string>;
  interests: Record<InterestField, string>;
}

/** A budget band in a language: Turkish as the spec writes it, the others through Intl. */
function budgetIn(band: string, lang: Lang): string {
  if (lang === 'tr') return budgetLabel(band);
  const [low = '', high] = band.replace('+', '').split('-');
  const lira = (value: string) => formatLiraIn(lang, Number(value));
  if (band.endsWith('+')) return `${lira(low)} ${lang === 'en' ? 'and more' : 'û zêdetir'}`;
  return high === undefined ? band : `${lira(low)} – ${lira(high)}`;
}

/** The wizard's choices in a language (the values sent are the same in every one). */
export function addBusinessOptions(lang: Lang): AddBusinessOptions {
  return {
    categories: ADD_BUSINESS_CATEGORIES.map((name) => ({ value: name, label: categoryNameIn(name, lang) })),
    districts: ADD_BUSINESS_DISTRICTS.map((name) => ({ value: name, label: name })),
    budgets: MARKETING_BUDGETS.map((value) => ({ value, label: budgetIn(value, lang) })),
    days: WEEK_DAY_NAMES[lang],
    interests: lang === 'tr' ? INTEREST_LABELS : INTEREST_NAMES[lang],
  };
}

/** The /add-business page's own words. */
export const ADD_BUSINESS_PAGE_TEXT = defineCatalogue(
  {
    title: 'İşletme Ekle',
    description:
      'Adıyaman Rehberi’ne dört adımda işletme ekleyin: temel bilgiler, sosyal medya, reklam tercihleri ve inceleme. Kayıtlar incelendikten sonra yayınlanır.',
    intro: 'Bilgilerinizi dört adımda girin; ekibimiz inceledikten sonra işletmeniz yayınlanır.',
  },
  {
    en: {
      title: 'Add a business',
      description:
        'Add a business to the Adıyaman Guide in four steps: basic details, social media, advertising preferences and review. Listings are published once reviewed.',
      intro: 'Enter your details in four steps; your business is published once our team has reviewed it.',
    },
    ku: {
      title: 'Karsaziyekê zêde bike',
      description:
        'Di çar gavan de karsaziyekê li Rêbera Adıyamanê zêde bikin: agahiyên bingehîn, medyaya civakî, tercîhên reklamê û nirxandin. Tomar piştî nirxandinê tên weşandin.',
      intro: 'Agahiyên xwe di çar gavan de binivîsin; karsaziya we piştî ku tîma me ew nirxand tê weşandin.',
    },
  },
);
