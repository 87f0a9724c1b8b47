import { foldTr } from '~/lib/text.ts';
import type { IconName } from '~/lib/ui/icon-names.ts';

export interface CategoryDefinition {
  name: string;
  nameEn: string;
  nameKu: string;
  slug: string;
  icon: IconName;
  subcategories: { name: string; slug: string }[];
}

/** The canonical categories: the 17 of the add-business form (SPEC §3), with subcategories. */
export const CATEGORIES: CategoryDefinition[] = [
  {
    name: 'Restoranlar',
    nameEn: 'Restaurants',
    nameKu: 'Xwaringeh',
    slug: 'restoranlar',
    icon: 'utensils',
    subcategories: [
      { name: 'Kebapçılar', slug: 'kebapcilar' },
      { name: 'Çiğ Köfteciler', slug: 'cig-kofteciler' },
      { name: 'Kafeler', slug: 'kafeler' },
      { name: 'Pastane & Tatlıcılar', slug: 'pastane-tatlicilar' },
      { name: 'Ev Yemekleri', slug: 'ev-yemekleri' },
    ],
  },
  {
    name: 'Alışveriş',
    nameEn: 'Shopping',
    nameKu: 'Kirîn',
    slug: 'alisveris',
    icon: 'shopping-bag',
    subcategories: [
      { name: 'Giyim', slug: 'giyim' },
      { name: 'Market & Bakkal', slug: 'market-bakkal' },
      { name: 'Hediyelik Eşya', slug: 'hediyelik-esya' },
      { name: 'Kuruyemiş & Baharat', slug: 'kuruyemis-baharat' },
    ],
  },
  {
    name: 'Hizmetler',
    nameEn: 'Services',
    nameKu: 'Xizmet',
    slug: 'hizmetler',
    icon: 'wrench',
    subcategories: [
      { name: 'Temizlik', slug: 'temizlik' },
      { name: 'Tadilat & Tamir', slug: 'tadilat-tamir' },
      { name: 'Hukuk & Danışmanlık', slug: 'hukuk-danismanlik' },
      { name: 'Nakliyat', slug: 'nakliyat' },
    ],
  },
  {
    name: 'Sağlık',
    nameEn: 'Health',
    nameKu: 'Tenduristî',
    slug: 'saglik',
    icon: 'hospital',
    subcategories: [
      { name: 'Eczaneler', slug: 'eczaneler' },
      { name: 'Diş Klinikleri', slug: 'dis-klinikleri' },
      { name: 'Poliklinikler', slug: 'poliklinikler' },
    ],
  },
  {
    name: 'Eğitim',
    nameEn: 'Education',
    nameKu: 'Perwerde',
    slug: 'egitim',
    icon: 'graduation-cap',
    subcategories: [
      { name: 'Dershaneler & Kurslar', slug: 'dershaneler-kurslar' },
      { name: 'Dil Kursları', slug: 'dil-kurslari' },
      { name: 'Sürücü Kursları', slug: 'surucu-kurslari' },
    ],
  },
  {
    name: 'Otomotiv',
    nameEn: 'Automotive',
    nameKu: 'Otomotîv',
    slug: 'otomotiv',
    icon: 'car',
    subcategories: [
      { name: 'Oto Servis', slug: 'oto-servis' },
      { name: 'Oto Yıkama', slug: 'oto-yikama' },
      { name: 'Lastikçiler', slug: 'lastikciler' },
    ],
  },
  {
    name: 'Güzellik & Bakım',
    nameEn: 'Beauty & Care',
    nameKu: 'Bedewî',
    slug: 'guzellik-bakim',
    icon: 'sparkles',
    subcategories: [
      { name: 'Güzellik Salonları', slug: 'guzellik-salonlari' },
      { name: 'Spa & Masaj', slug: 'spa-masaj' },
    ],
  },
  {
    name: 'Gelinlik & Düğün',
    nameEn: 'Bridal & Wedding',
    nameKu: 'Dawet',
    slug: 'gelinlik-dugun',
    icon: 'gem',
    subcategories: [
      { name: 'Gelinlikçiler', slug: 'gelinlikciler' },
      { name: 'Düğün Salonları', slug: 'dugun-salonlari' },
      { name: 'Fotoğrafçılar', slug: 'fotografcilar' },
    ],
  },
  {
    name: 'Kuaför & Berber',
    nameEn: 'Hairdressers & Barbers',
    nameKu: 'Berber',
    slug: 'kuafor-berber',
    icon: 'scissors',
    subcategories: [
      { name: 'Bayan Kuaförleri', slug: 'bayan-kuaforleri' },
      { name: 'Erkek Berberleri', slug: 'erkek-berberleri' },
    ],
  },
  {
    name: 'Oteller',
    nameEn: 'Hotels',
    nameKu: 'Otêl',
    slug: 'oteller',
    icon: 'bed',
    subcategories: [
      { name: 'Oteller', slug: 'otel' },
      { name: 'Pansiyonlar', slug: 'pansiyonlar' },
      { name: 'Apart & Konuk Evleri', slug: 'apart-konuk-evleri' },
    ],
  },
  {
    name: 'Turizm',
    nameEn: 'Tourism',
    nameKu: 'Tûrîzm',
    slug: 'turizm',
    icon: 'compass',
    subcategories: [
      { name: 'Tur Şirketleri', slug: 'tur-sirketleri' },
      { name: 'Rehberlik', slug: 'rehberlik' },
      { name: 'Araç Kiralama', slug: 'arac-kiralama' },
    ],
  },
  {
    name: 'Tarihi Yerler',
    nameEn: 'Historic Sites',
    nameKu: 'Cihên Dîrokî',
    slug: 'tarihi-yerler',
    icon: 'landmark',
    subcategories: [
      { name: 'Antik Kentler', slug: 'antik-kentler' },
      { name: 'Müzeler', slug: 'muzeler' },
      { name: 'Camiler & Kiliseler', slug: 'camiler-kiliseler' },
    ],
  },
  {
    name: 'Doğal Alanlar',
    nameEn: 'Nature',
    nameKu: 'Xweza',
    slug: 'dogal-alanlar',
    icon: 'mountain',
    subcategories: [
      { name: 'Göller & Barajlar', slug: 'goller-barajlar' },
      { name: 'Kanyonlar & Şelaleler', slug: 'kanyonlar-selaleler' },
      { name: 'Mesire Alanları', slug: 'mesire-alanlari' },
    ],
  },
  {
    name: 'Emlak',
    nameEn: 'Real Estate',
    nameKu: 'Xanî',
    slug: 'emlak',
    icon: 'house',
    subcategories: [
      { name: 'Emlak Ofisleri', slug: 'emlak-ofisleri' },
      { name: 'İnşaat Firmaları', slug: 'insaat-firmalari' },
    ],
  },
  {
    name: 'Finans',
    nameEn: 'Finance',
    nameKu: 'Darayî',
    slug: 'finans',
    icon: 'wallet',
    subcategories: [
      { name: 'Muhasebe & Mali Müşavirlik', slug: 'muhasebe-mali-musavirlik' },
      { name: 'Sigorta', slug: 'sigorta' },
      { name: 'Döviz Büroları', slug: 'doviz-burolari' },
    ],
  },
  {
    name: 'Teknoloji',
    nameEn: 'Technology',
    nameKu: 'Teknolojî',
    slug: 'teknoloji',
    icon: 'laptop',
    subcategories: [
      { name: 'Bilgisayar & Telefon', slug: 'bilgisayar-telefon' },
      { name: 'Elektronik Servis', slug: 'elektronik-servis' },
      { name: 'Yazılım & Web', slug: 'yazilim-web' },
    ],
  },
  {
    name: 'Spor & Eğlence',
    nameEn: 'Sports & Leisure',
    nameKu: 'Werziş',
    slug: 'spor-eglence',
    icon: 'trophy',
    subcategories: [
      { name: 'Spor Salonları', slug: 'spor-salonlari' },
      { name: 'Halı Sahalar', slug: 'hali-sahalar' },
      { name: 'Oyun & Eğlence Merkezleri', slug: 'oyun-eglence-merkezleri' },
    ],
  },
];

/** The 17 category names of the add-business form, in the spec's order. */
export const ADD_BUSINESS_CATEGORIES = CATEGORIES.map((c) => c.name);

/** The 15 registration-form categories (SPEC §3) and the canonical category each maps onto. */
export const REGISTRATION_CATEGORIES = [
  { label: 'Restaurant & Cafe', tr: 'Restoran ve Kafe', category: 'Restoranlar' },
  { label: 'Hotel & Accommodation', tr: 'Otel ve Konaklama', category: 'Oteller' },
  { label: 'Shopping & Store', tr: 'Alışveriş ve Mağaza', category: 'Alışveriş' },
  { label: 'Health & Beauty', tr: 'Sağlık ve Güzellik', category: 'Sağlık' },
  { label: 'Automotive', tr: 'Otomotiv', category: 'Otomotiv' },
  { label: 'Education & Courses', tr: 'Eğitim ve Kurslar', category: 'Eğitim' },
  { label: 'Sports & Recreation', tr: 'Spor ve Eğlence', category: 'Spor & Eğlence' },
  { label: 'Technology & Electronics', tr: 'Teknoloji ve Elektronik', category: 'Teknoloji' },
  { label: 'Construction & Real Estate', tr: 'İnşaat ve Emlak', category: 'Emlak' },
  { label: 'Law & Consulting', tr: 'Hukuk ve Danışmanlık', category: 'Hizmetler' },
  { label: 'Finance & Banking', tr: 'Finans ve Bankacılık', category: 'Finans' },
  { label: 'Tourism & Travel', tr: 'Turizm ve Seyahat', category: 'Turizm' },
  { label: 'Transport & Logistics', tr: 'Ulaşım ve Lojistik', category: 'Hizmetler' },
  { label: 'Home & Garden', tr: 'Ev ve Bahçe', category: 'Alışveriş' },
  { label: 'Art & Culture', tr: 'Sanat ve Kültür', category: 'Tarihi Yerler' },
] as const;

/** Quick category buttons of /businesses (SPEC §2); null is 'Tümü'. */
export const QUICK_CATEGORIES = ['Restoranlar', 'Oteller', 'Kuaför & Berber', 'Sağlık', 'Alışveriş'] as const;

/**
 * Maps a category as any form sends it (canonical Turkish name, registration label, slug,
 * any case or diacritics) onto the canonical category name, or null.
 */
export function canonicalCategory(value: string): string | null {
  const folded = foldTr(value.trim());
  const direct = CATEGORIES.find((c) => foldTr(c.name) === folded || c.slug === folded || foldTr(c.nameEn) === folded);
  if (direct) return direct.name;
  const registration = REGISTRATION_CATEGORIES.find((r) => foldTr(r.label) === folded);
  return registration ? registration.category : null;
}
