// Category and subcategory names in the visitor's language. The Turkish name stays the key everywhere
// (addresses, filters, search); English and Kurmanji are only how a page shows it.
import { CATEGORIES } from '~/features/listings/categories.ts';
import type { Lang } from '~/lib/i18n/langs.ts';

/** English and Kurmanji names of the subcategories, by slug. */
const SUBCATEGORY_NAMES: Readonly<Record<string, { en: string; ku: string }>> = {
  kebapcilar: { en: 'Kebab houses', ku: 'Kebabxane' },
  'cig-kofteciler': { en: 'Raw kofte shops', ku: 'Dikanên çîg kufteyê' },
  kafeler: { en: 'Cafés', ku: 'Qehwexane' },
  'pastane-tatlicilar': { en: 'Bakeries & sweet shops', ku: 'Şîranîfiroş' },
  'ev-yemekleri': { en: 'Home cooking', ku: 'Xwarinên malê' },
  giyim: { en: 'Clothing', ku: 'Cil û berg' },
  'market-bakkal': { en: 'Groceries', ku: 'Market û dikan' },
  'hediyelik-esya': { en: 'Souvenirs', ku: 'Diyarî' },
  'kuruyemis-baharat': { en: 'Nuts & spices', ku: 'Fêkiyên hişk û bihar' },
  temizlik: { en: 'Cleaning', ku: 'Paqijî' },
  'tadilat-tamir': { en: 'Renovation & repairs', ku: 'Nûjenkirin û tamîr' },
  'hukuk-danismanlik': { en: 'Law & consulting', ku: 'Hiqûq û şêwirmendî' },
  nakliyat: { en: 'Removals', ku: 'Barkêşî' },
  eczaneler: { en: 'Pharmacies', ku: 'Dermanxane' },
  'dis-klinikleri': { en: 'Dental clinics', ku: 'Klînîkên diranan' },
  poliklinikler: { en: 'Outpatient clinics', ku: 'Polîklînîk' },
  'dershaneler-kurslar': { en: 'Tutoring & courses', ku: 'Dershane û kurs' },
  'dil-kurslari': { en: 'Language courses', ku: 'Kursên zimanan' },
  'surucu-kurslari': { en: 'Driving schools', ku: 'Kursên ajotinê' },
  'oto-servis': { en: 'Car service', ku: 'Servîsa otomobîlan' },
  'oto-yikama': { en: 'Car wash', ku: 'Şûştina otomobîlan' },
  lastikciler: { en: 'Tyre shops', ku: 'Lastîkfiroş' },
  'guzellik-salonlari': { en: 'Beauty salons', ku: 'Salonên bedewiyê' },
  'spa-masaj': { en: 'Spa & massage', ku: 'Spa û masaj' },
  gelinlikciler: { en: 'Bridal shops', ku: 'Cilên bûkan' },
  'dugun-salonlari': { en: 'Wedding halls', ku: 'Salonên dawetê' },
  fotografcilar: { en: 'Photographers', ku: 'Wênegir' },
  'bayan-kuaforleri': { en: "Women's hairdressers", ku: 'Porçêkerên jinan' },
  'erkek-berberleri': { en: "Men's barbers", ku: 'Berberên mêran' },
  otel: { en: 'Hotels', ku: 'Otêl' },
  pansiyonlar: { en: 'Guesthouses', ku: 'Mêvanxane' },
  'apart-konuk-evleri': { en: 'Apartments & guest houses', ku: 'Apartman û malên mêvanan' },
  'tur-sirketleri': { en: 'Tour operators', ku: 'Şirketên geştê' },
  rehberlik: { en: 'Guides', ku: 'Rêberî' },
  'arac-kiralama': { en: 'Car rental', ku: 'Kirêkirina wesayîtan' },
  'antik-kentler': { en: 'Ancient cities', ku: 'Bajarên kevnar' },
  muzeler: { en: 'Museums', ku: 'Mûze' },
  'camiler-kiliseler': { en: 'Mosques & churches', ku: 'Mizgeft û dêr' },
  'goller-barajlar': { en: 'Lakes & dams', ku: 'Gol û bendav' },
  'kanyonlar-selaleler': { en: 'Canyons & waterfalls', ku: 'Newal û sûlav' },
  'mesire-alanlari': { en: 'Picnic areas', ku: 'Cihên seyranê' },
  'emlak-ofisleri': { en: 'Estate agents', ku: 'Ofîsên xanî û milkan' },
  'insaat-firmalari': { en: 'Construction firms', ku: 'Şirketên avahîsaziyê' },
  'muhasebe-mali-musavirlik': { en: 'Accounting', ku: 'Hesabdarî û şêwirmendiya darayî' },
  sigorta: { en: 'Insurance', ku: 'Sîgorte' },
  'doviz-burolari': { en: 'Currency exchange', ku: 'Buroyên diwîzê' },
  'bilgisayar-telefon': { en: 'Computers & phones', ku: 'Komputer û telefon' },
  'elektronik-servis': { en: 'Electronics repair', ku: 'Servîsa elektronîkê' },
  'yazilim-web': { en: 'Software & web', ku: 'Nermalav û web' },
  'spor-salonlari': { en: 'Gyms', ku: 'Salonên werzişê' },
  'hali-sahalar': { en: 'Football pitches', ku: 'Qadên futbolê' },
  'oyun-eglence-merkezleri': { en: 'Play & entertainment centres', ku: 'Navendên lîstik û kêfê' },
};

const BY_NAME = new Map(CATEGORIES.map((c) => [c.name, c]));

/** A category's name in a language (its Turkish name when it has none there). */
export function categoryNameIn(name: string, lang: Lang): string {
  const category = BY_NAME.get(name);
  if (!category || lang === 'tr') return name;
  return lang === 'en' ? category.nameEn : category.nameKu;
}

/** A subcategory's name in a language, by its slug (its Turkish name when it has none there). */
export function subcategoryNameIn(slug: string, name: string, lang: Lang): string {
  if (lang === 'tr') return name;
  return SUBCATEGORY_NAMES[slug]?.[lang] ?? name;
}

/** The subcategory slugs that have names in every language (for the test that none is left out). */
export const TRANSLATED_SUBCATEGORIES: readonly string[] = Object.keys(SUBCATEGORY_NAMES);
