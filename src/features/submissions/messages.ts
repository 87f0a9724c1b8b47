// Turkish texts of the business submission forms (SPEC §5, §8), written once for islands and endpoints.

import { REGISTRATION_REVIEW_DAYS } from '~/lib/constants.ts';

export const REGISTRATION_MSG = {
  businessName: 'İşletme adı gerekli',
  ownerName: 'İşletme sahibi adı gerekli',
  email: 'Geçerli bir email adresi girin',
  phone: 'Geçerli bir telefon numarası girin',
  category: 'Kategori seçimi gerekli',
  address: 'Adres gerekli',
  district: 'İlçe seçimi gerekli',
  description: 'En az 20 karakter açıklama yazın',
  website: 'Geçerli bir web sitesi adresi girin',
  workingHours: 'Çalışma saatleri gerekli',
  services: 'Hizmetler gerekli',
  priceRange: 'Fiyat aralığı seçimi gerekli',
  submitting: 'Kaydediliyor...',
  successTitle: 'Başvuru Alındı!',
  successText: `İşletme kaydınız başarıyla alındı. İnceleme süreci ${REGISTRATION_REVIEW_DAYS} iş günü sürmektedir.`,
  failureTitle: 'Kayıt Hatası',
  failureText: 'Kayıt sırasında bir hata oluştu. Lütfen tekrar deneyin.',
} as const;

/** Longest accepted length of each registration field: the schema's limit and the form's `maxlength`. */
export const REGISTRATION_LIMITS = {
  businessName: 200,
  ownerName: 120,
  phone: 30,
  address: 500,
  description: 5000,
  socialMedia: 500,
  workingHours: 300,
  services: 2000,
} as const;

export const ADD_BUSINESS_MSG = {
  name: 'İşletme adı en az 2 karakter olmalıdır',
  category: 'Kategori seçimi zorunludur',
  address: 'Adres en az 5 karakter olmalıdır',
  email: 'Geçerli bir email adresi giriniz',
  website: 'Geçerli bir web sitesi adresi giriniz',
  district: 'Listeden bir ilçe seçiniz',
  marketingBudget: 'Listeden bir bütçe aralığı seçiniz',
  successTitle: 'Başarılı!',
  successText: 'İşletmeniz kaydedildi ve incelemeye alındı.',
  failureTitle: 'Hata',
  failurePrefix: 'İşletme eklenirken bir hata oluştu: ',
  noticeTitle: 'Başvurunuz alındı',
  noticeText: `İşletmeniz incelendikten sonra yayınlanacak. İnceleme genellikle ${REGISTRATION_REVIEW_DAYS} iş günü sürer.`,
} as const;

/** Longest accepted length of each add-business field: the schema's limit and the form's `maxlength`. */
export const ADD_BUSINESS_LIMITS = {
  name: 200,
  address: 500,
  phone: 30,
  description: 5000,
  /** Each day's working hours. */
  hours: 40,
  facebookPage: 300,
  instagramHandle: 100,
  tiktokHandle: 100,
  youtubeChannel: 300,
  linkedinPage: 300,
  whatsappNumber: 30,
  targetAudience: 1000,
  businessGoals: 1000,
} as const;

export const MAPS_IMPORT_MSG = {
  url: "Geçerli bir Google Maps URL'si girin",
  failureTitle: 'İçe Aktarma Hatası',
  failureText: "Google Maps'ten veri alınırken hata oluştu",
  successTitle: 'Veriler Dolduruldu',
  needsKey:
    'Adres, telefon, web sitesi, puan ve kategori için Google Maps API anahtarı gerekli; bağlantıdan okunabilenler dolduruldu.',
} as const;

export const REGISTRY_MSG = {
  taxIdTitle: 'Geçersiz Vergi Numarası',
  taxIdLength: 'Lütfen 10 haneli vergi numaranızı girin',
  taxIdChecksum: 'Vergi numarasının kontrol hanesi hatalı',
  searchTitle: 'Geçersiz Arama',
  searchMin: 'En az 3 karakter girin',
  /** The spec's text, for admins only: configuration is theirs to fix. */
  notConfigured: 'API keys not configured',
  unavailableText:
    'Resmî sicilden içe aktarma şu anda kullanılamıyor. İşletme bilgilerinizi formdaki alanlara kendiniz girebilirsiniz.',
  notConfiguredText:
    'Resmî sicil kaynaklarının API anahtarları tanımlanmadığı için sicilden içe aktarma şu an kullanılamıyor.',
  verifyFailureTitle: 'Doğrulama Hatası',
  notFound: 'İşletme bulunamadı',
  verifySuccessTitle: 'Doğrulama Başarılı',
  searchFailureTitle: 'Arama Hatası',
  searchFailureText: 'Arama yapılamadı',
  searchSuccessTitle: 'Arama Tamamlandı',
  importFailureTitle: 'İçe Aktarma Hatası',
  importFailureText: 'İşletme eklenemedi',
  importSuccessTitle: 'İçe Aktarma Başarılı',
  importSuccessText: 'İşletme incelemeye alındı; onaylandıktan sonra yayınlanacak.',
  duplicate: 'Bu vergi numarasıyla kayıtlı bir işletme zaten var.',
  unavailable: 'Sicil kaynağına şu an ulaşılamıyor. Lütfen daha sonra tekrar deneyin.',
} as const;
