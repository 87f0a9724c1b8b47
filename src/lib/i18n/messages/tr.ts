// The Turkish messages of the visitor pages' chrome: the source of every key. en.ts and ku.ts must
// have exactly these keys (`satisfies Catalogue`), so a message missing in one language fails tsc.
// Messages with values are functions; their numbers go through Intl (../format.ts) in the caller.

import { MSG } from '~/lib/messages.ts';
import { SITE_DESCRIPTION, SITE_NAME, SITE_TAGLINE } from '~/lib/site.ts';

export const tr = {
  // The sample-data ribbon
  demoNoticeLabel: 'Örnek veri bildirimi',
  demoNotice: 'Bu sitede şu an örnek veriler gösteriliyor: işletmeler, yazılar ve yorumlar tanıtım amaçlıdır.',
  // The owners' door (their pages are in Turkish)
  signIn: 'Giriş',
  myAccount: 'Hesabım',
  signOut: 'Çıkış',
  skipToContent: 'İçeriğe geç',
  mainMenu: 'Ana menü',
  openMenu: 'Menüyü aç',
  closeMenu: 'Menüyü kapat',
  more: 'Daha',
  allCategories: 'Tüm kategoriler →',
  shareThisPage: 'Bu sayfayı paylaş',
  share: 'Paylaş',
  linkCopied: 'Bağlantı kopyalandı!',
  copyFailed: 'Kopyalama başarısız',
  businessesBadge: (count: string) => `${count} İşletme`,
  categoriesBadge: (count: string) => `${count} Kategori`,
  language: 'Dil',
  languageSuggestion: 'Bu sayfa Türkçe de var.',
  languageSuggestionSwitch: 'Türkçe oku',
  dismiss: 'Kapat',
  closeToast: 'Bildirimi kapat',
  // Site links (features/site/site-links.ts)
  linkHome: 'Ana Sayfa',
  linkBusinesses: 'İşletmeler',
  linkCategories: 'Kategoriler',
  linkTourism: 'Turizm',
  linkPharmacies: 'Nöbetçi Eczaneler',
  linkBlog: 'Blog',
  linkAuthority: 'Site Otoritesi',
  linkAddBusiness: 'İşletme Ekle',
  linkRegister: 'İşletme Kayıt',
  linkRegisterShort: 'Kayıt',
  linkBulkImport: 'Toplu İçe Aktar',
  linkPartnership: 'Ortaklık',
  linkSeoTools: 'SEO Araçları',
  linkContact: 'İletişim',
  linkDonations: 'Bağış Yap',
  linkDonationsShort: 'Bağış',
  linkDevelopers: 'Geliştiriciler (API)',
  // Footer
  siteName: SITE_NAME,
  siteTagline: SITE_TAGLINE,
  siteDescription: SITE_DESCRIPTION,
  quickLinks: 'Hızlı Bağlantılar',
  contactHeading: 'İletişim',
  contactForm: 'İletişim formu',
  kvkkNotice: 'KVKK Aydınlatma Metni',
  allRightsReserved: 'Tüm hakları saklıdır.',
  footerDistricts: 'Adıyaman’ın ilçeleri',
  footerCategories: 'Öne çıkan kategoriler',
  // Content shown in Turkish where the page's language has no version
  onlyInTurkish: 'Bu metin yalnızca Türkçe olarak var.',
  // Not found (the heading as the spec writes it)
  pageNotFound: 'Sayfa bulunamadı',
  pageNotFoundHeading: MSG.pageNotFound,
  pageNotFoundText: 'Aradığınız sayfa bulunamadı veya taşınmış olabilir.',
  backHome: 'Ana Sayfaya Dön',
  browseBusinesses: 'İşletmelere Göz At',
};

/** A language's catalogue: the Turkish keys, each a string or a function of the same parameters. */
export type Catalogue = { readonly [K in keyof typeof tr]: (typeof tr)[K] extends string ? string : (typeof tr)[K] };
export type MessageKey = keyof typeof tr;
