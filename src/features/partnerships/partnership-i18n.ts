// The /partnership page, its programmes and its form in every language (typed as lib/i18n's
// catalogues): the Turkish texts as the spec writes them (messages.ts, programmes.json), English and
// Kurmanji beside them. The island gets only the form's texts, one language's, as a prop.
import {
  EMPLOYEE_COUNTS,
  MONTHLY_REVENUES,
  PARTNERSHIP_CATEGORIES,
  PARTNERSHIP_TYPES,
} from '~/features/listings/options.ts';
import { PARTNERSHIP_MSG } from '~/features/partnerships/messages.ts';
import { PARTNERSHIP_PROGRAMMES, type Programme } from '~/features/partnerships/programmes.ts';
import { PARTNERSHIP_REPLY_BUSINESS_DAYS as DAYS } from '~/lib/constants.ts';
import { formatLiraIn } from '~/lib/i18n/format.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';
import { formatLira } from '~/lib/text.ts';

type PartnershipType = (typeof PARTNERSHIP_TYPES)[number];

/** A programme in a language. */
export const programmeIn = (type: PartnershipType, lang: Lang): Programme => PARTNERSHIP_PROGRAMMES[lang][type];

export const PARTNERSHIP_FORM_TEXT = defineCatalogue(
  {
    ...PARTNERSHIP_MSG,
    formLabel: 'Ortaklık başvuru formu',
    submit: 'Başvuruyu Gönder',
    businessNameLabel: 'İşletme Adı',
    ownerNameLabel: 'Yetkili Adı Soyadı',
    emailLabel: 'E-posta',
    phoneLabel: 'Telefon',
    categoryLabel: 'Kategori',
    categoryPlaceholder: 'Kategori seçin',
    typeLabel: 'Ortaklık Türü',
    typePlaceholder: 'Ortaklık türü seçin',
    websiteLabel: 'Web Sitesi',
    yearsLabel: 'Faaliyet Yılı',
    employeesLabel: 'Çalışan Sayısı',
    revenueLabel: 'Aylık Ciro',
    choose: 'Seçin',
    addressLabel: 'Adres',
    descriptionLabel: 'İşletmenizi Tanıtın',
    offersLabel: 'Özel Teklifleriniz',
    referencesLabel: 'Referanslar',
  },
  {
    en: {
      businessName: 'The business name is required',
      ownerName: 'The contact person’s name is required',
      phone: 'The phone number is required',
      email: 'Enter a valid email address',
      category: 'Choose a category',
      partnershipType: 'Choose a partnership type',
      address: 'The address is required',
      description: 'A description of the business is required',
      website: 'Enter a valid website address',
      option: 'Choose an option from the list',
      yearsInBusiness: 'Years in business must be a whole number from 0 to 200',
      submitting: 'Sending...',
      successTitle: 'Application sent',
      successText: `Your partnership application was received. We will get back to you within ${DAYS} working days.`,
      failureTitle: 'Error',
      failureText: 'Something went wrong while sending the application.',
      formLabel: 'Partnership application form',
      submit: 'Send application',
      businessNameLabel: 'Business name',
      ownerNameLabel: 'Contact person’s full name',
      emailLabel: 'Email',
      phoneLabel: 'Phone',
      categoryLabel: 'Category',
      categoryPlaceholder: 'Choose a category',
      typeLabel: 'Partnership type',
      typePlaceholder: 'Choose a partnership type',
      websiteLabel: 'Website',
      yearsLabel: 'Years in business',
      employeesLabel: 'Number of employees',
      revenueLabel: 'Monthly turnover',
      choose: 'Choose',
      addressLabel: 'Address',
      descriptionLabel: 'Tell us about your business',
      offersLabel: 'Your special offers',
      referencesLabel: 'References',
    },
    ku: {
      businessName: 'Navê karsaziyê pêwîst e',
      ownerName: 'Navê berpirsiyar pêwîst e',
      phone: 'Hejmara telefonê pêwîst e',
      email: 'Navnîşaneke e-nameyê ya derbasdar binivîsin',
      category: 'Kategoriyekê hilbijêrin',
      partnershipType: 'Cureyê hevkariyê hilbijêrin',
      address: 'Navnîşan pêwîst e',
      description: 'Ravekirina karsaziyê pêwîst e',
      website: 'Navnîşaneke malperê ya derbasdar binivîsin',
      option: 'Ji lîsteyê vebijarkekê hilbijêrin',
      yearsInBusiness: 'Salên kar divê hejmareke tam a di navbera 0 û 200 de be',
      submitting: 'Tê şandin...',
      successTitle: 'Serlêdan hat şandin',
      successText: `Serlêdana we ya hevkariyê hat wergirtin. Em ê di nav ${DAYS} rojên kar de bersiva we bidin.`,
      failureTitle: 'Çewtî',
      failureText: 'Dema şandina serlêdanê de çewtiyek çêbû.',
      formLabel: 'Forma serlêdana hevkariyê',
      submit: 'Serlêdanê bişîne',
      businessNameLabel: 'Navê karsaziyê',
      ownerNameLabel: 'Nav û paşnavê berpirsiyar',
      emailLabel: 'E-name',
      phoneLabel: 'Telefon',
      categoryLabel: 'Kategorî',
      categoryPlaceholder: 'Kategoriyekê hilbijêrin',
      typeLabel: 'Cureyê hevkariyê',
      typePlaceholder: 'Cureyê hevkariyê hilbijêrin',
      websiteLabel: 'Malper',
      yearsLabel: 'Salên kar',
      employeesLabel: 'Hejmara karmendan',
      revenueLabel: 'Dahata mehane',
      choose: 'Hilbijêrin',
      addressLabel: 'Navnîşan',
      descriptionLabel: 'Karsaziya xwe bidin nasîn',
      offersLabel: 'Pêşniyarên we yên taybet',
      referencesLabel: 'Referans',
    },
  },
);

export type PartnershipFormText = (typeof PARTNERSHIP_FORM_TEXT)['tr'];

interface Option {
  value: string;
  label: string;
}

type CategoryValue = (typeof PARTNERSHIP_CATEGORIES)[number]['value'];
const CATEGORY_NAMES: Record<'en' | 'ku', Record<CategoryValue, string>> = {
  en: {
    otel: 'Hotels & accommodation',
    restoran: 'Restaurants & cafes',
    magaza: 'Shops & shopping',
    hizmet: 'Services',
    turizm: 'Tourism & recreation',
    saglik: 'Health & beauty',
    egitim: 'Education & courses',
    diger: 'Other',
  },
  ku: {
    otel: 'Otêl û bicihbûn',
    restoran: 'Xwaringeh û kafe',
    magaza: 'Firotgeh û kirîn',
    hizmet: 'Sektora xizmetê',
    turizm: 'Geştyarî û bêhnvedan',
    saglik: 'Tenduristî û bedewî',
    egitim: 'Perwerde û kurs',
    diger: 'Yên din',
  },
};

/** The choices of the partnership form in a language (the values sent are the same in every one). */
export function partnershipOptions(lang: Lang): Record<'categories' | 'types' | 'employees' | 'revenues', Option[]> {
  // Turkish as the form always wrote it (lib/text.ts); the other languages through Intl.
  const lira = (value: number) => (lang === 'tr' ? formatLira(value) : formatLiraIn(lang, value));
  const over = { tr: 've üzeri', en: 'and more', ku: 'û zêdetir' }[lang];
  const revenues: Record<(typeof MONTHLY_REVENUES)[number], string> = {
    '0-10k': `${lira(0)} – ${lira(10_000)}`,
    '10k-50k': `${lira(10_000)} – ${lira(50_000)}`,
    '50k-100k': `${lira(50_000)} – ${lira(100_000)}`,
    '100k+': `${lira(100_000)} ${over}`,
  };
  return {
    categories: PARTNERSHIP_CATEGORIES.map((c) => ({
      value: c.value,
      label: lang === 'tr' ? c.label : CATEGORY_NAMES[lang][c.value],
    })),
    types: PARTNERSHIP_TYPES.map((value) => ({ value, label: programmeIn(value, lang).label })),
    employees: EMPLOYEE_COUNTS.map((value) => ({ value, label: value })),
    revenues: MONTHLY_REVENUES.map((value) => ({ value, label: revenues[value] })),
  };
}

/** The /partnership page's own words (the figures are filled in by the page, each through Intl). */
export const PARTNERSHIP_PAGE_TEXT = defineCatalogue(
  {
    title: 'İş Ortaklığı Programı',
    description:
      'Adıyaman Rehberi ortaklık programı: %20’ye varan komisyon, premium listeleme, turizm ortaklığı, satış ortaklığı ve yerel sponsorluk.',
    heroTitle: 'Adıyaman Rehberi İş Ortaklığı',
    heroText: 'İşletmenizi büyütün, birlikte kazanalım.',
    commissionBadge: (percent: string) => `${percent} varan komisyon`,
    businessesBadge: (count: string) => `Hedef: 500+ kayıtlı işletme (şu an ${count})`,
    visitorsBadge: (count: string) => `Hedef: ${count}+ aylık ziyaretçi`,
    whyTitle: 'Neden ortak olmalısınız?',
    salesTitle: 'Satış Artışı',
    salesText: (percent: string) => `Hedefimiz ortaklarımızın satışlarını ortalama ${percent} artırmak.`,
    audienceTitle: 'Geniş Kitle',
    audienceText: 'Adıyaman’ı ziyaret eden ve burada yaşayan binlerce kişiye ulaşın.',
    incomeTitle: 'Ek Gelir',
    incomeText: 'Yönlendirdiğiniz ve size yönlendirilen her satıştan komisyon kazanın.',
    brandTitle: 'Marka Değeri',
    brandText: 'Güvenilir yerel rehberde yer alarak markanızı güçlendirin.',
    programmesTitle: 'Ortaklık Programları',
    storiesTitle: 'Başarı Hikâyeleri',
    example: '(örnek)',
    storiesNote: 'Programın nasıl işlediğini anlatan örneklerdir; rehberde kayıtlı işletmelerin sözleri değildir.',
    story1: 'Turizm ortaklığıyla sezon dışında da doluluk oranımızı artırdık.',
    story2: 'Premium listeleme sonrası paket siparişlerimiz belirgin biçimde arttı.',
    story3: 'Rehberdeki içerikler sayesinde tur rezervasyonlarımız ikiye katlandı.',
    applyTitle: 'Ortaklık Başvurusu',
    replyWithin: (days: string) => `Başvurunuza ${days} iş günü içinde dönüş yapıyoruz.`,
    questions: 'Sorularınız mı var?',
  },
  {
    en: {
      title: 'Business partnership programme',
      description:
        'The Adıyaman Guide partnership programme: up to 20% commission, premium listing, tourism partnership, sales partnership and local sponsorship.',
      heroTitle: 'Adıyaman Guide business partnership',
      heroText: 'Grow your business; let us earn together.',
      commissionBadge: (percent: string) => `Up to ${percent} commission`,
      businessesBadge: (count: string) => `Target: 500+ registered businesses (now ${count})`,
      visitorsBadge: (count: string) => `Target: ${count}+ visitors a month`,
      whyTitle: 'Why become a partner?',
      salesTitle: 'More sales',
      salesText: (percent: string) => `Our goal is to raise our partners’ sales by ${percent} on average.`,
      audienceTitle: 'A wide audience',
      audienceText: 'Reach thousands of people who visit Adıyaman and who live here.',
      incomeTitle: 'Extra income',
      incomeText: 'Earn a commission on every sale you refer and every sale referred to you.',
      brandTitle: 'Brand value',
      brandText: 'Strengthen your brand by appearing in a trusted local guide.',
      programmesTitle: 'Partnership programmes',
      storiesTitle: 'Success stories',
      example: '(examples)',
      storiesNote: 'Examples of how the programme works; they are not quotes from businesses listed in the guide.',
      story1: 'With the tourism partnership we filled more rooms outside the season too.',
      story2: 'After the premium listing our takeaway orders clearly went up.',
      story3: 'Thanks to the guide’s content our tour bookings doubled.',
      applyTitle: 'Partnership application',
      replyWithin: (days: string) => `We reply to your application within ${days} working days.`,
      questions: 'Any questions?',
    },
    ku: {
      title: 'Bernameya hevkariya karsaziyê',
      description:
        'Bernameya hevkariyê ya Rêbera Adıyamanê: heta %20 komîsyon, lîstekirina premium, hevkariya geştyariyê, hevkariya firotanê û sponsoriya herêmî.',
      heroTitle: 'Hevkariya karsaziyê ya Rêbera Adıyamanê',
      heroText: 'Karsaziya xwe mezin bikin, em bi hev re qezenc bikin.',
      commissionBadge: (percent: string) => `Heta ${percent} komîsyon`,
      businessesBadge: (count: string) => `Armanc: 500+ karsaziyên tomarkirî (niha ${count})`,
      visitorsBadge: (count: string) => `Armanc: ${count}+ mêvan her meh`,
      whyTitle: 'Çima hûn bibin hevkar?',
      salesTitle: 'Zêdebûna firotanê',
      salesText: (percent: string) => `Armanca me ew e ku firotanên hevkarên me bi navînî ${percent} zêde bibin.`,
      audienceTitle: 'Temaşevanên berfireh',
      audienceText: 'Bigihîjin bi hezaran kesên ku serdana Adıyamanê dikin û li vir dijîn.',
      incomeTitle: 'Dahata zêde',
      incomeText: 'Ji her firotana ku hûn dişînin û ji we re tê şandin komîsyonê qezenc bikin.',
      brandTitle: 'Nirxa marqeyê',
      brandText: 'Bi cih girtina di rêbereke herêmî ya pêbawer de marqeya xwe xurt bikin.',
      programmesTitle: 'Bernameyên hevkariyê',
      storiesTitle: 'Çîrokên serkeftinê',
      example: '(mînak)',
      storiesNote: 'Ev mînak nîşan didin ka bername çawa dixebite; ne gotinên karsaziyên di rêberê de ne.',
      story1: 'Bi hevkariya geştyariyê me derveyî demsalê jî otêla xwe tijetir kir.',
      story2: 'Piştî lîstekirina premium siparîşên me yên pakêtê bi awayekî eşkere zêde bûn.',
      story3: 'Bi saya naveroka rêberê rezervasyonên me yên gerînê du qat bûn.',
      applyTitle: 'Serlêdana hevkariyê',
      replyWithin: (days: string) => `Em di nav ${days} rojên kar de bersiva serlêdana we didin.`,
      questions: 'Pirsên we hene?',
    },
  },
);
