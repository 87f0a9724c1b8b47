import type { Page } from '@playwright/test';

export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Fills a form the way a visitor reads it: each key is the start of a field's label, each value what is
 * typed in (or, for a select, the option chosen).
 */
export async function fillByLabel(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const control = page.getByLabel(new RegExp(`^${literal(label)}`));
    if ((await control.evaluate((el) => el.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}

/** A complete /register-business form. */
export const registration = (businessName: string, email = 'ayse@example.com') => ({
  'İşletme Adı': businessName,
  'İşletme Sahibi': 'Ayşe Yılmaz',
  'E-posta': email,
  Telefon: '0416 123 45 67',
  Kategori: 'Restaurant & Cafe',
  İlçe: 'Kahta',
  Adres: 'Mustafa Kemal Mah. No:4',
  Açıklama: 'Geleneksel Adıyaman mutfağı sunan aile lokantası.',
  'Çalışma Saatleri': 'Her gün 10:00-22:00',
  'Fiyat Aralığı': 'Orta (₺₺)',
  Hizmetler: 'Yemek, paket servis',
});

/** The required fields of a /partnership application (the visitor's own values over these). */
export const partnershipApplication = (values: Record<string, string> = {}) => ({
  'İşletme Adı': 'Gerger Pansiyon',
  'Yetkili Adı Soyadı': 'Şükrü Öztürk',
  Telefon: '0416 000 00 00',
  'E-posta': 'sukru@example.com',
  Kategori: 'turizm',
  'Ortaklık Türü': 'tourism_partner',
  'Faaliyet Yılı': '12',
  Adres: 'Gerger Merkez',
  'İşletmenizi Tanıtın': 'Fırat kıyısında aile pansiyonu, Arsameia gezileri.',
  ...values,
});

/** A /contact message (the visitor's own values over these). */
export const contactMessage = (values: Record<string, string> = {}) => ({
  'Adınız Soyadınız': 'Hatice Yıldız',
  'E-posta': 'hatice@example.com',
  Konu: 'Gerger’den soru',
  Mesajınız: 'Köyümüzdeki pansiyonu nasıl eklerim?',
  ...values,
});

/** A visitor's message to a business, sent from the form on its page (opened by its heading). */
export async function sendInquiry(
  page: Page,
  listing: number,
  { name, email, message }: { name: string; email: string; message: string },
): Promise<void> {
  await page.goto(`/business/${listing}`);
  await page.getByRole('heading', { name: 'İşletmeye mesaj gönder' }).click();
  const form = page.getByRole('form', { name: 'İşletmeye mesaj gönder' });
  await form.getByLabel(/^Adınız Soyadınız/).fill(name);
  await form.getByLabel(/^E-posta/).fill(email);
  await form.getByLabel(/^Mesajınız/).fill(message);
  await form.getByRole('button', { name: 'Mesajı Gönder' }).click();
}
