// Turkish texts of the partnership application (SPEC §5, §8), zod-free for the form island.
import { PARTNERSHIP_REPLY_BUSINESS_DAYS } from '~/lib/constants.ts';

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
  submitting: 'Gönderiliyor...',
  successTitle: 'Başvuru Gönderildi',
  successText: `Ortaklık başvurunuz başarıyla alındı. ${PARTNERSHIP_REPLY_BUSINESS_DAYS} iş günü içinde size dönüş yapacağız.`,
  failureTitle: 'Hata',
  failureText: 'Başvuru gönderilirken bir hata oluştu.',
} as const;
