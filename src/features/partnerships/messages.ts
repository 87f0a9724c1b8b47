// Turkish texts of the partnership application (SPEC §5, §8), zod-free for the form island.
import { PARTNERSHIP_REPLY_BUSINESS_DAYS } from '~/lib/constants.ts';

/** Limits of each field: the schema's and the form's `maxlength`, `min`, `max`. */
export const PARTNERSHIP_LIMITS = {
  businessName: 200,
  ownerName: 120,
  phone: 30,
  address: 500,
  description: 5000,
  specialOffers: 2000,
  references: 2000,
  preferredCommission: 100,
  marketingBudget: 100,
  yearsMin: 0,
  yearsMax: 200,
} as const;

export const PARTNERSHIP_MSG = {
  businessName: 'İşletme adı gerekli',
  ownerName: 'Yetkili adı gerekli',
  phone: 'Telefon numarası gerekli',
  email: 'Geçerli bir email adresi girin',
  category: 'Kategori seçimi gerekli',
  partnershipType: 'Ortaklık türü seçimi gerekli',
  address: 'Adres gerekli',
  description: 'İşletme açıklaması gerekli',
  website: 'Geçerli bir web sitesi adresi girin',
  option: 'Listeden bir seçenek seçin',
  yearsInBusiness: `Faaliyet yılı ${PARTNERSHIP_LIMITS.yearsMin} ile ${PARTNERSHIP_LIMITS.yearsMax} arasında bir tam sayı olmalıdır`,
  submitting: 'Gönderiliyor...',
  successTitle: 'Başvuru Gönderildi',
  successText: `Ortaklık başvurunuz başarıyla alındı. ${PARTNERSHIP_REPLY_BUSINESS_DAYS} iş günü içinde size dönüş yapacağız.`,
  failureTitle: 'Hata',
  failureText: 'Başvuru gönderilirken bir hata oluştu.',
} as const;
