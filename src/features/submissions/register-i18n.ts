// The /register-business page and its form in every language (typed as lib/i18n's catalogues): the
// Turkish texts as the spec writes them (the schema's messages from messages.ts among them), English
// and Kurmanji beside them. The island gets only the form's texts, one language's, as a prop.
import { REGISTRATION_CATEGORIES } from '~/features/listings/categories.ts';
import { categoryNameIn } from '~/features/listings/category-names.ts';
import { REGISTRATION_DISTRICTS } from '~/features/listings/districts.ts';
import { PRICE_RANGES } from '~/features/listings/options.ts';
import { REGISTRATION_MSG } from '~/features/submissions/messages.ts';
import { REGISTRATION_REVIEW_DAYS as DAYS, REGISTRATION_DESCRIPTION_MIN as MIN } from '~/lib/constants.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';

export const REGISTER_FORM_TEXT = defineCatalogue(
  {
    ...REGISTRATION_MSG,
    formLabel: 'İşletme kayıt formu',
    submit: 'Ücretsiz Kayıt Ol',
    businessNameLabel: 'İşletme Adı',
    ownerNameLabel: 'İşletme Sahibi',
    emailLabel: 'E-posta',
    phoneLabel: 'Telefon',
    categoryLabel: 'Kategori',
    categoryPlaceholder: 'Kategori seçin',
    districtLabel: 'İlçe',
    districtPlaceholder: 'İlçe seçin',
    addressLabel: 'Adres',
    descriptionLabel: 'Açıklama',
    descriptionHint: `En az ${MIN} karakter`,
    websiteLabel: 'Web Sitesi',
    socialMediaLabel: 'Sosyal Medya',
    socialMediaPlaceholder: '@isletmeniz',
    workingHoursLabel: 'Çalışma Saatleri',
    workingHoursPlaceholder: 'Hafta içi 09:00-18:00',
    priceRangeLabel: 'Fiyat Aralığı',
    priceRangePlaceholder: 'Fiyat aralığı seçin',
    servicesLabel: 'Hizmetler',
  },
  {
    en: {
      businessName: 'The business name is required',
      ownerName: "The owner's name is required",
      email: 'Enter a valid email address',
      phone: 'Enter a valid phone number',
      category: 'Choose a category',
      address: 'The address is required',
      district: 'Choose a district',
      description: `Write a description of at least ${MIN} characters`,
      website: 'Enter a valid website address',
      workingHours: 'The opening hours are required',
      services: 'The services are required',
      priceRange: 'Choose a price range',
      submitting: 'Saving...',
      successTitle: 'Application received!',
      successText: `Your business registration was received. The review takes ${DAYS} working days.`,
      failureTitle: 'Registration error',
      failureText: 'Something went wrong while registering. Please try again.',
      formLabel: 'Business registration form',
      submit: 'Register for free',
      businessNameLabel: 'Business name',
      ownerNameLabel: 'Business owner',
      emailLabel: 'Email',
      phoneLabel: 'Phone',
      categoryLabel: 'Category',
      categoryPlaceholder: 'Choose a category',
      districtLabel: 'District',
      districtPlaceholder: 'Choose a district',
      addressLabel: 'Address',
      descriptionLabel: 'Description',
      descriptionHint: `At least ${MIN} characters`,
      websiteLabel: 'Website',
      socialMediaLabel: 'Social media',
      socialMediaPlaceholder: '@yourbusiness',
      workingHoursLabel: 'Opening hours',
      workingHoursPlaceholder: 'Weekdays 09:00-18:00',
      priceRangeLabel: 'Price range',
      priceRangePlaceholder: 'Choose a price range',
      servicesLabel: 'Services',
    },
    ku: {
      businessName: 'Navê karsaziyê pêwîst e',
      ownerName: 'Navê xwediyê karsaziyê pêwîst e',
      email: 'Navnîşaneke e-nameyê ya derbasdar binivîsin',
      phone: 'Hejmareke telefonê ya derbasdar binivîsin',
      category: 'Kategoriyekê hilbijêrin',
      address: 'Navnîşan pêwîst e',
      district: 'Navçeyekê hilbijêrin',
      description: `Ravekirineke herî kêm ${MIN} tîpî binivîsin`,
      website: 'Navnîşaneke malperê ya derbasdar binivîsin',
      workingHours: 'Demjimêrên kar pêwîst in',
      services: 'Xizmet pêwîst in',
      priceRange: 'Asta bihayê hilbijêrin',
      submitting: 'Tê tomarkirin...',
      successTitle: 'Serlêdan hat wergirtin!',
      successText: `Tomara karsaziya we hat wergirtin. Nirxandin ${DAYS} rojên kar dajo.`,
      failureTitle: 'Çewtiya tomarkirinê',
      failureText: 'Dema tomarkirinê de çewtiyek çêbû. Ji kerema xwe dîsa biceribînin.',
      formLabel: 'Forma tomarkirina karsaziyê',
      submit: 'Belaş tomar bike',
      businessNameLabel: 'Navê karsaziyê',
      ownerNameLabel: 'Xwediyê karsaziyê',
      emailLabel: 'E-name',
      phoneLabel: 'Telefon',
      categoryLabel: 'Kategorî',
      categoryPlaceholder: 'Kategoriyekê hilbijêrin',
      districtLabel: 'Navçe',
      districtPlaceholder: 'Navçeyekê hilbijêrin',
      addressLabel: 'Navnîşan',
      descriptionLabel: 'Ravekirin',
      descriptionHint: `Herî kêm ${MIN} tîp`,
      websiteLabel: 'Malper',
      socialMediaLabel: 'Medyaya civakî',
      socialMediaPlaceholder: '@karsaziyawe',
      workingHoursLabel: 'Demjimêrên kar',
      workingHoursPlaceholder: 'Rojên kar 09:00-18:00',
      priceRangeLabel: 'Asta bihayê',
      priceRangePlaceholder: 'Asta bihayê hilbijêrin',
      servicesLabel: 'Xizmet',
    },
  },
);

export type RegisterFormText = (typeof REGISTER_FORM_TEXT)['tr'];

/** The price ranges as a visitor reads them; the value sent stays the spec's Turkish label. */
const PRICE_LABELS: Record<Lang, readonly string[]> = {
  tr: PRICE_RANGES,
  en: ['Budget (₺)', 'Mid-range (₺₺)', 'Upper mid-range (₺₺₺)', 'Luxury (₺₺₺₺)'],
  ku: ['Erzan (₺)', 'Navîn (₺₺)', 'Navîn-bilind (₺₺₺)', 'Bi luks (₺₺₺₺)'],
};

export interface Option {
  value: string;
  label: string;
}

/** The choices of the registration form in a language (the values sent are the same in every one). */
export function registrationOptions(lang: Lang): { categories: Option[]; districts: Option[]; prices: Option[] } {
  return {
    categories: REGISTRATION_CATEGORIES.map((c) => ({
      value: c.label,
      label: lang === 'tr' ? c.tr : lang === 'en' ? c.label : categoryNameIn(c.category, lang),
    })),
    districts: REGISTRATION_DISTRICTS.map((d) => ({ value: d, label: d })),
    prices: PRICE_RANGES.map((value, i) => ({ value, label: PRICE_LABELS[lang][i] ?? value })),
  };
}

export const REGISTER_PAGE_TEXT = defineCatalogue(
  {
    title: 'Ücretsiz İşletme Kaydı',
    description: `İşletmenizi Adıyaman Rehberi’ne ücretsiz kaydedin: başvurunuz ${DAYS} iş günü içinde incelenir ve onaylandıktan sonra yayınlanır.`,
    heroTitle: 'İşletmenizi Ücretsiz Kaydedin',
    heroText: `Adıyaman’ın işletme rehberinde yerinizi alın. Başvurunuz ${DAYS} iş günü içinde incelenir.`,
    badge1: 'Tamamen Ücretsiz',
    badge2: 'Hızlı Onay Süreci',
    badge3: 'Anında Görünürlük',
    benefit1Title: 'Ücretsiz Listeleme',
    benefit1Text: 'İşletmenizi rehbere hiçbir ücret ödemeden ekleyin.',
    benefit2Title: 'Yerel Aramalarda Görünürlük',
    benefit2Text: 'Adıyaman’da hizmet arayan müşteriler sizi kategori ve ilçeye göre bulsun.',
    benefit3Title: 'Doğrudan İletişim',
    benefit3Text: 'Müşteriler sizi telefon, e-posta veya web sitenizden doğrudan arasın.',
    benefit4Title: 'Görsel Galeri',
    benefit4Text: 'Fotoğraflarla işletmenizi ve hizmetlerinizi tanıtın.',
    benefits: 'Kayıt olmanın avantajları',
    formTitle: 'İşletme Kayıt Formu',
    required: 'Yıldızlı (*) alanlar zorunludur.',
    help: 'Kayıt konusunda yardım mı gerekiyor?',
  },
  {
    en: {
      title: 'Free business registration',
      description: `Register your business in the Adıyaman Guide for free: your application is reviewed within ${DAYS} working days and published once approved.`,
      heroTitle: 'Register your business for free',
      heroText: `Take your place in Adıyaman’s business guide. Your application is reviewed within ${DAYS} working days.`,
      badge1: 'Completely free',
      badge2: 'Quick approval',
      badge3: 'Visible at once',
      benefit1Title: 'Free listing',
      benefit1Text: 'Add your business to the guide without paying anything.',
      benefit2Title: 'Seen in local searches',
      benefit2Text: 'Let customers looking for a service in Adıyaman find you by category and district.',
      benefit3Title: 'Direct contact',
      benefit3Text: 'Customers reach you directly by phone, email or your website.',
      benefit4Title: 'Photo gallery',
      benefit4Text: 'Show your business and your services with photos.',
      benefits: 'Why register',
      formTitle: 'Business registration form',
      required: 'Fields marked with a star (*) are required.',
      help: 'Need help with registering?',
    },
    ku: {
      title: 'Tomarkirina karsaziyê ya belaş',
      description: `Karsaziya xwe belaş li Rêbera Adıyamanê tomar bikin: serlêdana we di nav ${DAYS} rojên kar de tê nirxandin û piştî pejirandinê tê weşandin.`,
      heroTitle: 'Karsaziya xwe belaş tomar bikin',
      heroText: `Di rêbera karsaziyên Adıyamanê de cihê xwe bigirin. Serlêdana we di nav ${DAYS} rojên kar de tê nirxandin.`,
      badge1: 'Bi tevahî belaş',
      badge2: 'Pejirandina bilez',
      badge3: 'Yekser xuya dibe',
      benefit1Title: 'Lîstekirina belaş',
      benefit1Text: 'Karsaziya xwe bêyî ku tiştekî bidin li rêberê zêde bikin.',
      benefit2Title: 'Di lêgerînên herêmî de xuya bibin',
      benefit2Text: 'Bila kiriyarên ku li Adıyamanê li xizmetekê digerin we li gorî kategorî û navçeyê bibînin.',
      benefit3Title: 'Têkiliya rasterast',
      benefit3Text: 'Kiriyar bi telefon, e-name an malpera we rasterast xwe digihînin we.',
      benefit4Title: 'Galeriya wêneyan',
      benefit4Text: 'Karsazî û xizmetên xwe bi wêneyan bidin nasîn.',
      benefits: 'Feydeyên tomarkirinê',
      formTitle: 'Forma tomarkirina karsaziyê',
      required: 'Qadên bi stêrk (*) pêwîst in.',
      help: 'Ji bo tomarkirinê alîkarî lazim e?',
    },
  },
);
