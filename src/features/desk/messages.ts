// The operator's desk: its pages, Turkish texts, status lists and the DTOs its pages and endpoints share.
// Zod-free (schema.ts holds the schemas).

import { AUDIT_PAGE_SIZE } from '~/features/audit/messages.ts';
import { INQUIRY_STATUS_LABEL } from '~/features/inquiries/messages.ts';
import { TIER_LABELS } from '~/features/listings/vocabulary.ts';
import { choiceOf, optionsOf, valuesOf } from '~/lib/choices.ts';
import { NEMRUT_DESK_PATH, OSM_DESK_PATH, PHARMACY_DESK_PATH } from '~/lib/paths.ts';

/** The desk's pages (all on demand, admin only). */
export const DESK_PAGES = {
  inbox: '/admin/gelen-kutusu',
  businesses: '/admin/isletmeler',
  posts: '/admin/blog',
  audit: '/admin/kayitlar',
  approval: '/admin/approval',
  moderation: '/admin/onay-kuyrugu',
  outbox: '/admin/outbox',
} as const;

export const DESK_NAV = [
  { href: DESK_PAGES.inbox, label: 'Gelen Kutusu' },
  { href: DESK_PAGES.businesses, label: 'İşletmeler' },
  { href: DESK_PAGES.posts, label: 'Blog Yazıları' },
  { href: DESK_PAGES.moderation, label: 'Onay Kuyruğu' },
  { href: DESK_PAGES.approval, label: 'Onay Paneli' },
  { href: DESK_PAGES.outbox, label: 'Giden E-postalar' },
  { href: DESK_PAGES.audit, label: 'Kayıtlar' },
  { href: PHARMACY_DESK_PATH, label: 'Nöbetçi Eczane' },
  { href: NEMRUT_DESK_PATH, label: 'Nemrut' },
  { href: OSM_DESK_PATH, label: 'OpenStreetMap' },
] as const;

/** The page a browser's desk form post lands on after success: the same page with a notice. */
export const SAVED_QUERY = { name: 'sonuc', saved: 'kaydedildi', deleted: 'silindi' } as const;

export const DESK_MSG = {
  deskTitle: 'Yönetim Masası',
  saved: 'Değişiklikler kaydedildi.',
  deleted: 'Kayıt silindi.',
  notFound: 'Kayıt bulunamadı.',
  empty: 'Gösterilecek kayıt yok.',
  filter: 'Filtrele',
  clearFilters: 'Filtreleri temizle',
  search: 'Ara',
  all: 'Tümü',
  save: 'Kaydet',
  previous: 'Önceki',
  next: 'Sonraki',
  // Inbox
  inboxTitle: 'Gelen Kutusu',
  newCount: (n: number) => `${n} yeni`,
  replyLabel: 'Yanıtınız',
  replySubjectLabel: 'Konu',
  replySend: 'Yanıtı Kaydet ve Gönder',
  replyBodyMin: 'Yanıt en az 2 karakter olmalıdır',
  replySubjectMin: 'Konu gerekli',
  replies: 'Yanıtlar',
  noReplies: 'Henüz yanıt yazılmadı.',
  replyNoEmail: 'Bu mesajın e-posta adresi yok; yanıt yalnızca kaydedilir.',
  statusLabel: 'Durum',
  statusChange: 'Durumu Değiştir',
  statusInvalid: 'Geçerli bir durum seçin',
  // Reports
  reportListing: 'İşletmeyi düzenle',
  reportResolveTitle: 'Bildirimi sonuçlandır',
  reportResolveNote: 'Ne yapıldı? (not)',
  reportResolveNoteMin: 'Ne yapıldığını en az 3 karakterle yazın',
  reportLedToChange: 'Bildirim işletmede bir değişikliğe yol açtı (işletme sahibine e-postayla bildirilir)',
  reportResolve: 'Sonuçlandır',
  reportResolved: 'Sonuçlandı',
  reportResolvedChange: 'İşletmede değişiklik yapıldı; sahibine bildirildi.',
  reportResolvedNoChange: 'İşletmede değişiklik gerekmedi.',
  // Businesses
  businessesTitle: 'Tüm İşletmeler',
  editBusiness: 'İşletmeyi Düzenle',
  deleteBusiness: 'İşletmeyi Sil',
  deleteConfirmTitle: 'İşletme silinsin mi?',
  deleteBusinessWarning:
    'Silinen işletmenin fotoğrafları, yorumları, mesajları, favorileri ve abonelik kayıtları da kalıcı olarak silinir. Bu işlem geri alınamaz. Yalnızca yayından kaldırmak için durumu “Gizli” yapın.',
  deleteConfirmLabel: 'Silmeyi onaylamak için işletmenin adını yazın',
  deleteConfirmMismatch: 'Yazdığınız ad işletmenin adıyla aynı değil',
  deleteConfirmButton: 'Kalıcı Olarak Sil',
  cancel: 'Vazgeç',
  rejectReasonLabel: 'Ret gerekçesi (reddederken gerekli; sahibine iletilir)',
  rejectReasonRequired: 'Reddetmek için bir gerekçe yazın; işletme sahibine iletilir.',
  exportCsv: 'CSV Olarak Dışa Aktar',
  viewPublic: 'Sitede görüntüle',
  // Posts
  postsTitle: 'Tüm Blog Yazıları',
  editPost: 'Yazıyı Düzenle',
  unpublish: 'Yayından Kaldır',
  publish: 'Yayımla',
  deletePost: 'Yazıyı Sil',
  deletePostConfirmLabel: 'Silmeyi onaylamak için yazının adresini (slug) yazın',
  deletePostWarning: 'Yazı ve görüntülenme kayıtları kalıcı olarak silinir; adresi 404 döner. Bu işlem geri alınamaz.',
  scheduled: 'Zamanlandı',
  publishedAtLabel: 'Yayın zamanı (İstanbul saati)',
  publishedAtHelp: 'İleri bir zaman seçilirse yazı o zaman kendiliğinden yayına girer.',
  publishedAtInvalid: 'Geçerli bir tarih ve saat girin',
  oldSlugsNote: 'Eski adresler kalıcı olarak (301) yeni adrese yönlendirilir.',
  // Audit
  auditTitle: 'İşlem Kayıtları',
  auditRetention: 'Kayıtlar en az bir yıl saklanır; hiçbir kayıt silinmez.',
  // SEO
  strategyNotFound: 'Strateji bulunamadı.',
  strategyStarted: 'Uygulama başladı',
  // Access
  adminRequired: 'Bu sayfa için yönetici girişi gerekir.',
} as const;

/** The desk's lists: their pages, their titles and what they call their records after a count ("12 kayıt"). */
export const DESK_LISTS = {
  inbox: { href: DESK_PAGES.inbox, title: DESK_MSG.inboxTitle, records: 'mesaj' },
  businesses: { href: DESK_PAGES.businesses, title: DESK_MSG.businessesTitle, records: 'işletme' },
  posts: { href: DESK_PAGES.posts, title: DESK_MSG.postsTitle, records: 'yazı' },
  audit: { href: DESK_PAGES.audit, title: DESK_MSG.auditTitle, records: 'kayıt' },
} as const;
export type DeskList = keyof typeof DESK_LISTS;

/** Inbox message kinds: each is a table of messages visitors send. */
export const INBOX_KIND_LABELS = {
  contact: 'İletişim mesajı',
  partnership: 'Ortaklık başvurusu',
  inquiry: 'İşletme sorusu',
  report: 'Yanlış bilgi / kapandı bildirimi',
} as const;
export type InboxKind = keyof typeof INBOX_KIND_LABELS;
export const INBOX_KINDS = valuesOf(INBOX_KIND_LABELS);
export const INBOX_KIND_OPTIONS = optionsOf(INBOX_KIND_LABELS);

/** The inbox kind a route names, or null. */
export const inboxKindOf = (value: string | undefined): InboxKind | null => choiceOf(INBOX_KINDS, value);

/** A visitor's message is new, read or answered as an owner sees it (inquiries); the desk can also archive it. */
export const INBOX_STATUS_LABELS = { ...INQUIRY_STATUS_LABEL, archived: 'Arşivlendi' } as const;
export type InboxStatus = keyof typeof INBOX_STATUS_LABELS;
export const INBOX_STATUSES = valuesOf(INBOX_STATUS_LABELS);
export const INBOX_STATUS_OPTIONS = optionsOf(INBOX_STATUS_LABELS);

/** What became of a reply's e-mail. */
export const REPLY_EMAIL_LABELS: Record<string, string> = {
  not_sent: 'e-posta gönderilmedi',
  outbox: 'giden kutusunda bekliyor',
  sent: 'e-posta gönderildi',
};

/** Where a business came from, as the desk filters it. */
const BUSINESS_SOURCE_LABELS = {
  form: 'Form',
  import: 'Toplu içe aktarma',
  registry: 'Sicil kaydı',
  maps: 'Google Haritalar',
  seed: 'İlk veri',
} as const;
export type BusinessSource = keyof typeof BUSINESS_SOURCE_LABELS;
export const BUSINESS_SOURCES = valuesOf(BUSINESS_SOURCE_LABELS);
export const BUSINESS_SOURCE_OPTIONS = optionsOf(BUSINESS_SOURCE_LABELS);

export const TIERS = ['free', 'standard', 'premium'] as const;
/** The listing packages as the desk's selects offer them. */
export const TIER_OPTIONS = optionsOf(TIER_LABELS, TIERS);

export const POST_STATUS_LABELS: Record<string, string> = {
  published: 'Yayında',
  draft: 'Taslak',
  scheduled: 'Zamanlandı',
};

/** Rows per page of the desk's lists. */
export const DESK_PAGE_SIZE = AUDIT_PAGE_SIZE;

/** Limits of the reply form. */
export const REPLY_LIMITS = { subjectMax: 200, bodyMin: 2, bodyMax: 10_000 } as const;

/** One inbox row. */
export interface InboxItem {
  kind: InboxKind;
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  subject: string;
  message: string;
  status: InboxStatus;
  createdAt: string;
  /** Extra lines shown with the message (partnership fields, the business asked about). */
  details: { label: string; value: string }[];
  /** A report's listing (its desk edit page links from the message). */
  listing?: { id: number; name: string };
  /** How a report was resolved, once it is. */
  resolution?: ReportResolution;
}

interface ReportResolution {
  note: string;
  at: string;
  ledToChange: boolean;
}

/** Limits of a report's resolution note. */
export const RESOLVE_LIMITS = { noteMin: 3, noteMax: 2000 } as const;

/** The endpoint a report's resolution is posted to. */
export const reportResolvePath = (id: number) => `/api/desk/inbox/report/${id}/resolve`;

export interface InboxReply {
  id: number;
  subject: string;
  body: string;
  toEmail: string;
  emailStatus: string;
  sentBy: string | null;
  createdAt: string;
}

/** The desk page of one inbox message. */
export function inboxItemPath(kind: InboxKind, id: number): string {
  return `${DESK_PAGES.inbox}/${kind}/${id}`;
}
export function deskBusinessPath(id: number): string {
  return `${DESK_PAGES.businesses}/${id}`;
}
export function deskPostPath(id: number): string {
  return `${DESK_PAGES.posts}/${id}`;
}

/** An ISO time as a datetime-local value in Istanbul time (UTC+3 all year). */
export function isoToIstanbulTime(iso: string | null): string {
  if (!iso) return '';
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? '' : new Date(time.getTime() + 3 * 3_600_000).toISOString().slice(0, 16);
}
