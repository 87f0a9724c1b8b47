// Owners' posts (events, offers, news), the city's calendar and the reminders that keep hours true: the
// Turkish texts written once, and the DTOs the pages show (zod-free).

import type { ListingPostRow } from '~/lib/db/schema.ts';

export const POST_KINDS = ['event', 'offer', 'news'] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const POST_KIND_LABELS: Record<PostKind, string> = { event: 'Etkinlik', offer: 'Fırsat', news: 'Duyuru' };

/** Days a news item stays on the page. */
export const NEWS_DAYS = 30;

export const TITLE_MAX = 120;
export const BODY_MAX = 1000;

/** One post as the pages show it: its row (ISO instants) and its listing's name. */
export interface PostDto extends Omit<ListingPostRow, 'kind' | 'authorId' | 'decidedAt'> {
  kind: PostKind;
  businessName: string | null;
}

export const POST_MSG = {
  sectionTitle: 'Etkinlik, fırsat ve duyurular',
  ownerIntro:
    'Etkinliğiniz, fırsatınız ya da duyurunuz onaylandıktan sonra işletme sayfanızda ve şehir takviminde görünür; bitiş zamanında kendiliğinden kalkar.',
  kind: 'Tür',
  title: 'Başlık',
  body: 'Açıklama',
  terms: 'Koşullar',
  startsAt: 'Başlangıç',
  endsAt: 'Bitiş',
  validUntil: 'Son geçerlilik',
  place: 'Yer (boş bırakılırsa işletmenizin adresi)',
  price: "Ücret (boş bırakılırsa 'ücretsiz')",
  photoUrl: 'Fotoğraf adresi (isteğe bağlı)',
  link: 'Bağlantı (isteğe bağlı)',
  code: 'İndirim kodu (isteğe bağlı)',
  district: 'İlçe',
  category: 'Kategori',
  submit: 'Onaya gönder',
  sent: 'Gönderildi; onaylandıktan sonra yayında.',
  free: 'Ücretsiz',
  liveLimit: (n: number) => `Paketiniz aynı anda en fazla ${n} yayındaki ya da onay bekleyen paylaşıma izin veriyor.`,
  titleRequired: 'Başlık en az 3 karakter olmalıdır.',
  endRequired: 'Bitiş zamanını girin.',
  endBeforeStart: 'Bitiş, başlangıçtan sonra olmalıdır.',
  endPassed: 'Bitiş zamanı geçmiş olamaz.',
  startRequired: 'Etkinliğin başlangıç zamanını girin.',
  badUrl: 'Geçerli bir web adresi girin (https://…).',
  none: 'Henüz paylaşım yok.',
  pending: 'Onay bekliyor',
  approved: 'Yayında',
  rejected: (reason: string) => `Reddedildi${reason ? `: ${reason}` : ''}`,
  ended: 'Sona erdi',
  until: (date: string) => `${date} tarihine kadar`,
  codeLabel: (code: string) => `Kod: ${code}`,
  more: 'Ayrıntı',
  notFound: 'Paylaşım bulunamadı.',
} as const;

export const CALENDAR_MSG = {
  eventsTitle: 'Adıyaman Etkinlik Takvimi',
  eventsIntro: 'Adıyaman ve ilçelerinde bugün ve yakında olan etkinlikler, gün gün.',
  offersTitle: 'Adıyaman’daki Fırsatlar',
  offersIntro: 'İşletmelerin şu anda geçerli kampanya ve indirimleri.',
  district: 'İlçe',
  category: 'Kategori',
  allDistricts: 'Tüm ilçeler',
  allCategories: 'Tüm kategoriler',
  filter: 'Filtrele',
  noEvents: 'Bu seçimde yaklaşan etkinlik yok.',
  noOffers: 'Bu seçimde geçerli fırsat yok.',
  addToCalendar: 'Takvime ekle',
  feed: 'Takvim aboneliği (iCalendar)',
  deskTitle: 'Şehir etkinlikleri',
  deskIntro:
    'Bir işletmeye bağlı olmayan etkinlikler (festivaller, konserler, Nemrut sezon açılışı) doğrudan yayına girer.',
  deskAdded: 'Etkinlik eklendi.',
  organiser: 'Düzenleyen',
} as const;

export const REMINDER_MSG = {
  holidaySubject: (holiday: string) => `${holiday}: açık mısınız?`,
  holidayIntro: (holiday: string, business: string) =>
    `${holiday} yaklaşıyor. Ziyaretçileriniz ${business} için o günlerde açık olup olmadığınızı soracak. Bir dakikada bildirin:`,
  holidayLink: 'Bayram saatlerini bildir',
  holidayTitle: (holiday: string) => `${holiday}: çalışma saatleriniz`,
  normal: 'Normal saatler',
  closed: 'Kapalı',
  custom: 'Şu saatler',
  opens: 'Açılış',
  closes: 'Kapanış',
  save: 'Kaydet',
  saved: 'Teşekkürler; saatleriniz işletme sayfanızda.',
  holidayVerified: (date: string) => `Bayram saatleri sahibi tarafından ${date} günü doğrulandı`,
  stillRightSubject: 'Bilgileriniz hâlâ doğru mu?',
  stillRightIntro: (business: string) =>
    `${business} için rehberdeki bilgiler son 90 gündür değişmedi. Hâlâ doğruysa tek tıkla onaylayın; değilse düzeltin.`,
  yes: 'Evet, doğru',
  edit: 'Bilgileri düzenle',
  confirmed: 'Teşekkürler; bilgileriniz doğrulandı.',
  lastConfirmed: (date: string) => `Son doğrulama: ${date}`,
  unsubscribe: 'Bu hatırlatmaları bir daha almak istemiyorum',
  unsubscribed: 'Artık hatırlatma e-postası almayacaksınız.',
  linkInvalid: 'Bu bağlantı geçersiz ya da süresi dolmuş.',
  linkUsed: 'Bu bağlantı daha önce kullanıldı.',
  badTime: 'Saatleri SS:DD biçiminde girin.',
  staleTitle: 'Bir yıldır doğrulanmayan işletmeler',
  staleIntro: 'Sahibi olan, son bir yıl içinde ne değiştirilen ne de doğrulanan onaylı işletmeler.',
  staleNone: 'Bir yıldır doğrulanmayan işletme yok.',
  never: 'hiç',
} as const;
