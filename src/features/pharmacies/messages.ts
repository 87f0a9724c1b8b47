// The duty pharmacies (nöbetçi eczane): Turkish texts, the duty night's hours and the shapes the pages draw.
// Zod-free and browser-safe.

/** The duty night: it starts at this local hour of its date and ends at DUTY_ENDS_HOUR the next morning. */
export const DUTY_STARTS_HOUR = 18;
export const DUTY_ENDS_HOUR = 8;

/** The category of pharmacy listings. */
export const PHARMACY_CATEGORY = 'Sağlık';
export const PHARMACY_SUBCATEGORY_SLUG = 'eczaneler';

export const PHARMACY_MSG = {
  title: 'Nöbetçi Eczaneler',
  districtTitle: (district: string) => `${district} Nöbetçi Eczaneler`,
  description: 'Adıyaman ve ilçelerinde bu gece nöbetçi olan eczaneler: telefon, adres, yol tarifi.',
  districtDescription: (district: string) =>
    `${district} ilçesinde bu gece nöbetçi olan eczaneler: telefon, adres ve yol tarifi.`,
  window: (from: string, to: string) => `Nöbet: ${from} – ${to}`,
  dutyNow: 'Şu an nöbette',
  dutyTonight: 'Bu akşam nöbete başlayacak',
  noDuty: 'Bu gece için nöbet listesi henüz girilmedi. Eczacılar odasının listesi gelince burada görünür.',
  doorSign: 'Kapı yazısı',
  openNowTitle: 'Şu an açık eczaneler',
  openNowEmpty: 'Şu an açık olduğu bilinen eczane yok; nöbetçi eczaneyi arayın.',
  openNowDuty: 'Nöbetçi',
  openNowHours: (today: string) => `Bugün: ${today}`,
  districts: 'İlçeler',
  allDistricts: 'Tüm ilçeler',
  emergency: 'Acil durumlarda 112’yi arayın.',
  emergencyCall: '112 Acil',
  source: 'Liste Adıyaman Eczacı Odası’nın haftalık nöbet listesinden girilir; gitmeden önce telefonla doğrulayın.',
  // The door sign
  signTitle: 'Eczanemiz şu an kapalıdır',
  signDuty: (district: string) => `${district} nöbetçi eczaneleri için karekodu okutun`,
  signOwnDuty: 'Eczanemizin nöbet günleri',
  signPrint: 'Yazdır',
  signEmergency: 'Acil durumlarda: 112',
  // The desk
  deskTitle: 'Nöbetçi Eczane Listesi',
  deskIntro:
    'Eczacı odasının haftalık listesini CSV dosyası olarak yükleyin ya da yapıştırın. Her satır: tarih, ilçe, eczane adı, telefon, adres. Aynı hafta ikinci kez yüklenirse hiçbir şey değişmez.',
  deskFile: 'CSV dosyası',
  deskText: 'Ya da listeyi buraya yapıştırın',
  deskSubmit: 'Listeyi Yükle',
  deskEmpty: 'Liste boş: bir dosya seçin ya da satırları yapıştırın.',
  deskTooLarge: 'Liste çok büyük (en fazla 5 MB).',
  deskReport: (stored: number, unchanged: number, created: number) =>
    `${stored} satır kaydedildi, ${unchanged} satır zaten vardı, ${created} eczane onay bekleyen kayıt olarak eklendi.`,
  deskRejected: (count: number) => `${count} satır alınmadı:`,
  deskLine: (line: number) => `${line}. satır`,
  deskUpcoming: 'Girilmiş nöbetler (bugünden itibaren)',
  deskNoRows: 'Bugünden sonrası için nöbet girilmemiş.',
  deskListing: 'İşletme kaydı',
  deskNoListing: 'Yok',
  // Reasons a roster row is refused
  badColumns: 'Beş sütun olmalı: tarih, ilçe, eczane adı, telefon, adres',
  badDate: 'Tarih anlaşılamadı (GG.AA.YYYY ya da YYYY-AA-GG yazın)',
  badDistrict: 'İlçe Adıyaman’ın dokuz ilçesinden biri değil',
  badName: 'Eczane adı boş',
  badPhone: 'Telefon numarası geçersiz (10 ya da 11 rakam olmalı)',
  badAddress: 'Adres boş',
  duplicateRow: 'Aynı gün aynı eczane listede ikinci kez geçiyor',
} as const;

/** One duty pharmacy as the pages draw it. */
export interface DutyPharmacy {
  id: number;
  dutyDate: string;
  district: string;
  name: string;
  phone: string;
  address: string;
  businessId: number | null;
  latitude: number | null;
  longitude: number | null;
}

/** One refused row of a roster upload. */
export interface RejectedRosterRow {
  line: number;
  text: string;
  reason: string;
}

/** Change counter of the duty rows (migration 0056). */
export const PHARMACIES_VERSION = 'pharmacies';
