// Texts, addresses, limits and DTOs of the owners' side of a listing: claiming it, editing it through
// moderation, its special days (zod-free, so the admin's island ships no zod).
import { claimPath, ownerListingPath } from '~/lib/paths.ts';

/** The owners' listing pages (on demand, under the dashboard). */
export const OWNER_PAGES = {
  claim: claimPath,
  edit: ownerListingPath,
} as const;

/**
 * The mailed claim code: digits, minutes it stays valid, entries allowed per code; over the cool-down
 * window, entries allowed per listing (anyone's) and per account (any listing) whatever the codes, and
 * codes sent per listing.
 */
export const CLAIM_CODE = {
  length: 6,
  minutes: 30,
  attempts: 5,
  listingTries: 10,
  accountTries: 10,
  sendsPerListing: 5,
  cooldownHours: 24,
} as const;

export const CLAIM_NOTE_MAX = 1000;
export const SPECIAL_DAYS_MAX = 30;
export const SPECIAL_DAY_NOTE_MAX = 100;
/** Blank special-day rows the edit form offers besides the stored ones. */
export const SPECIAL_DAY_BLANK_ROWS = 3;

export const CLAIM_MSG = {
  prompt: 'Bu işletme sizin mi?',
  promptText: 'Sahibiyseniz işletmenizi hesabınıza bağlayın; bilgilerini güncel tutun.',
  promptLink: 'İşletmeyi sahiplen',
  title: (name: string) => `“${name}” işletmesini sahiplenin`,
  alreadyYours: 'Bu işletme zaten hesabınıza bağlı.',
  ownedByOther: 'Bu işletmenin bir sahibi var. Sahibi olduğunuzu düşünüyorsanız yönetici incelemesi isteyin.',
  notFound: 'İşletme bulunamadı.',
  registryTitle: 'Vergi kaydıyla doğrulama',
  registryText:
    'İşletmenin vergi numarasını yazın; resmî sicildeki kayıt işletmeyle eşleşirse sahipliğiniz hemen onaylanır.',
  registryMismatch: 'Bu vergi numarasının sicil kaydı bu işletmeyle eşleşmedi.',
  registryOff: 'Resmî sicil şu anda kullanılamıyor. Diğer yollardan birini deneyin.',
  codeTitle: 'İşletmenin e-postasına kod',
  codeText: (masked: string) => `İşletmenin kayıtlı adresine (${masked}) bir doğrulama kodu göndeririz.`,
  codeSend: 'Kod Gönder',
  codeSent: 'Kodu işletmenin e-posta adresine gönderdik.',
  codeLabel: 'Doğrulama kodu',
  codeWrong: 'Kod hatalı.',
  codeExpired: 'Kodun süresi doldu ya da çok fazla hatalı deneme yapıldı. Yeni bir kod isteyin.',
  codeMissing: 'Önce bir kod isteyin.',
  tooManyTries: `Çok fazla hatalı kod girildi. Kodla doğrulama ${CLAIM_CODE.cooldownHours} saat boyunca kapalı; bu arada vergi kaydıyla doğrulayabilir ya da yönetici incelemesi isteyebilirsiniz.`,
  tooManyCodes: `Bu işletmeye kısa sürede çok fazla kod gönderildi. ${CLAIM_CODE.cooldownHours} saat sonra yeniden deneyin ya da yönetici incelemesi isteyin.`,
  unverified:
    'İşletme sahiplenmek için önce e-posta adresinizi doğrulayın: hesabınıza gönderdiğimiz bağlantıya tıklayın.',
  noListingEmail: 'Bu işletmenin kayıtlı e-posta adresi yok.',
  adminTitle: 'Yönetici incelemesi',
  adminText:
    'Sahibi olduğunuzu gösteren bilgileri yazın (ör. unvan, adres, sizin göreviniz); yönetici inceleyip sonucu e-postayla bildirir.',
  adminPending: 'Bu işletme için incelenmeyi bekleyen bir talebiniz var.',
  noteLabel: 'Açıklamanız',
  note: 'Talebinizi birkaç cümleyle açıklayın.',
  approvedTitle: 'Sahiplik Onaylandı',
  rejectedTitle: 'Sahiplik Talebi Reddedildi',
} as const;

export const CHANGE_MSG = {
  title: (name: string) => `“${name}” bilgilerini düzenleyin`,
  intro:
    'Yayındaki bir işletmede yaptığınız değişiklikler yönetici onayından sonra yayına girer; o zamana kadar işletme sayfası olduğu gibi kalır.',
  pending: 'Onay bekleyen bir değişikliğiniz var. Yeniden gönderirseniz bekleyen değişikliğin yerini alır.',
  rejected: (reason: string) =>
    `Son değişikliğiniz onaylanmadı. Gerekçe: ${reason} Düzeltip yeniden gönderebilirsiniz.`,
  waiting: 'Değişikliğiniz onay bekliyor.',
  nothingChanged: 'Hiçbir bilgi değişmedi.',
  forbidden: 'Bu işletme hesabınıza bağlı değil.',
  specialDays: 'Özel günler',
  specialDaysText:
    'Tatil ve bayram günleri için: o gün kapalıysanız “Kapalı”yı işaretleyin, farklı saatlerde açıksanız saatleri yazın.',
  specialDayDate: 'Geçerli bir tarih girin (GG.AA.YYYY).',
  specialDayHours: 'Kapalı değilse açılış ve kapanış saatini SS:DD biçiminde yazın.',
  specialDaysTooMany: 'En fazla 30 özel gün eklenebilir.',
} as const;

/** The owner's own word that their listing is closed for now (a holiday, a renovation), or open again. */
export const OWNER_CLOSURE_MSG = {
  sectionTitle: 'Geçici kapanış',
  intro:
    'Tatil, tadilat gibi bir nedenle bir süre kapalıysanız buradan bildirin: işletme sayfanızda hemen görünür, arama düğmesi gizlenir ve işletmeniz listelerde açık olanların ardından sıralanır.',
  linkText: 'Tatil ya da tadilat için bir süre kapalıysanız, yeniden açılış gününüzle birlikte hemen bildirin.',
  closeLegend: 'Geçici olarak kapalıyız',
  reopensAt: 'Yeniden açılış tarihi (biliyorsanız)',
  reopensAtHint: 'Boş bırakırsanız sayfanızda yalnızca “Geçici olarak kapalı” yazar. Geçmiş bir gün seçilemez.',
  close: 'Kapanışı bildir',
  reopen: 'Yeniden açıldık',
  closedNow: 'İşletmeniz şu anda geçici olarak kapalı görünüyor.',
  closedUntil: (day: string) => `İşletmeniz şu anda geçici olarak kapalı görünüyor; ${day} yeniden açılıyor.`,
  closedUntilToday: 'İşletmeniz şu anda geçici olarak kapalı görünüyor; bugün yeniden açılıyor.',
  overdue: (day: string) =>
    `Yeniden açılış günü (${day}) geçti; açtıysanız “Yeniden açıldık” düğmesine basın, sayfanız hemen açık görünür.`,
  closed: 'Kapanış kaydedildi; işletme sayfanızda görünüyor.',
  reopened: 'İşletmeniz yeniden açık görünüyor.',
  reopensAtFormat: 'Yeniden açılış tarihini takvimden seçin (YYYY-AA-GG).',
  reopensAtPast:
    'Yeniden açılış tarihi geçmişte olamaz; bugünü ya da ileri bir günü seçin (bilmiyorsanız boş bırakın).',
  action: 'Geçerli bir işlem seçin.',
  notPublished: 'Geçici kapanış yalnızca yayındaki bir işletme için bildirilebilir; işletmeniz henüz yayında değil.',
  deskOnly:
    'Bu işletme “Kalıcı olarak kapandı” ya da “Taşındı” olarak işaretli; bunu yalnızca site yönetimi değiştirebilir. Bir yanlışlık varsa işletme sayfasındaki “Bildir” formundan ya da iletişim sayfasından bize yazın.',
  notClosed: 'İşletmeniz zaten açık görünüyor.',
  adminNote: 'Yönetici olarak işletmenin durumunu yönetim panelindeki işletme sayfasından değiştirin.',
} as const;

/** The admin's decision endpoints' answer when nothing waits there. */
export const OWNER_REQUESTS_MSG = {
  notFound: 'Talep bulunamadı ya da zaten karara bağlandı.',
} as const;

/** One field of a listing as it was and as the owner wants it. */
export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** An owner's edit waiting for the admin (approval panel). */
export interface PendingChange {
  id: number;
  businessId: number;
  businessName: string;
  ownerEmail: string | null;
  createdAt: string;
  changes: FieldChange[];
  /** The new values contain a word of the profanity list (advisory only). */
  flagged: boolean;
}

/** A claim waiting for the admin (approval panel). */
export interface PendingClaim {
  id: number;
  businessId: number;
  businessName: string;
  claimantEmail: string;
  claimantName: string | null;
  /** The current owner's address when the listing already has one. */
  currentOwnerEmail: string | null;
  note: string | null;
  createdAt: string;
}

/** The premium plan of a listing on the owner's dashboard. */
export const PLAN_MSG = {
  plan: 'Premium plan',
  renewal: 'Yenileme',
  manage: 'Kartı değiştir veya iptal et',
  choose: 'Premium plana geç',
  noCustomer: 'Henüz bir premium planınız yok.',
} as const;

/** Stripe's subscription statuses in Turkish. */
export const PLAN_STATUS_LABEL: Record<string, string> = {
  active: 'Etkin',
  trialing: 'Deneme süresinde',
  past_due: 'Ödeme bekleniyor',
  unpaid: 'Ödenmedi',
  incomplete: 'Ödeme tamamlanmadı',
  incomplete_expired: 'Süresi doldu',
  canceled: 'İptal edildi',
  paused: 'Duraklatıldı',
};
