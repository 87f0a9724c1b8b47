// Texts, addresses and limits of the business owners' accounts (zod-free).
import { PASSWORD_MSG, safeNextPath } from '~/features/identity/messages.ts';
import { sentPath } from '~/lib/http/sent.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';

/** How long each one-time link is valid. */
export const TOKEN_TTL_HOURS = { verify: 48, reset: 1, email: 24 } as const;

export type TokenPurpose = keyof typeof TOKEN_TTL_HOURS;

export const ACCOUNT_LIMITS = { name: 100 } as const;

export const ACCOUNT_MSG = {
  name: 'Adınızı ve soyadınızı yazın.',
  email: 'Geçerli bir e-posta adresi yazın.',
  password: PASSWORD_MSG.tooShort,
  passwordRequired: 'Şifrenizi yazın.',
  passwordRepeat: 'Şifreler aynı değil.',
  emailTaken: 'Bu e-posta adresiyle bir hesap var. Giriş yapın ya da şifrenizi sıfırlayın.',
  invalidCredentials: 'E-posta veya şifre hatalı.',
  notVerified:
    'Giriş yapmadan önce e-posta adresinizi doğrulayın; doğrulama bağlantısını e-postanıza yeniden gönderdik.',
  wrongPassword: 'Mevcut şifreniz hatalı.',
  sameEmail: 'Yeni e-posta adresi şimdikiyle aynı.',
  linkInvalid: 'Bu bağlantı geçersiz ya da daha önce kullanılmış.',
  linkExpired: 'Bu bağlantının süresi dolmuş. Lütfen yenisini isteyin.',
  ownerOnly: 'Bu sayfa işletme sahibi hesabıyla açılır.',
  loginRequired: 'Bu sayfa için giriş yapmanız gerekir.',
  deleteConfirm: 'Hesabı silmek için şifrenizi yazın.',
} as const;

/** Notices a page shows after a form was sent, by the `durum` query the endpoint redirected with. */
const ACCOUNT_NOTICES = {
  'kayit-alindi':
    'Kaydınızı aldık. E-posta adresinize gönderdiğimiz bağlantıyla devam edin: yeni hesabınızı doğrulayın, sonra giriş yapın.',
  dogrulandi: 'E-posta adresiniz doğrulandı. Şimdi giriş yapabilirsiniz.',
  'sifirlama-gonderildi':
    'Bu adresle bir hesap varsa şifre sıfırlama bağlantısını gönderdik. Bağlantı 1 saat geçerlidir.',
  'sifre-yenilendi': 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapın.',
  'sifre-degisti': 'Şifreniz değiştirildi.',
  'e-posta-gonderildi': 'Yeni adresinize bir doğrulama bağlantısı gönderdik; değişiklik doğrulayınca geçerli olur.',
  'e-posta-degisti': 'E-posta adresiniz değiştirildi.',
  'cikis-yapildi': 'Çıkış yapıldı.',
  'hesap-silindi': 'Hesabınız ve kişisel verileriniz silindi.',
  'kod-gonderildi': 'Doğrulama kodunu işletmenin e-posta adresine gönderdik. Kodu aşağıya yazın.',
  'sahiplik-onaylandi': 'Sahipliğiniz doğrulandı; işletme hesabınıza bağlandı.',
  'talep-alindi': 'Talebiniz alındı. Yönetici inceledikten sonra sonucu e-postayla bildireceğiz.',
  kaydedildi: 'Değişiklikler kaydedildi; işletmeniz yönetici onayını bekliyor.',
  'onaya-gonderildi': 'Değişiklikleriniz onaya gönderildi. Onaylanınca işletme sayfanızda görünür.',
} as const;

export type AccountNotice = keyof typeof ACCOUNT_NOTICES;

/** The notice of a `durum` query, or null. */
export function accountNotice(value: string | null): string | null {
  return value && Object.hasOwn(ACCOUNT_NOTICES, value) ? ACCOUNT_NOTICES[value as AccountNotice] : null;
}

/** A page address with its notice. */
export const withNotice = (page: string, notice: AccountNotice) => sentPath(page, notice);

/** Where an owner goes after signing in: a same-site path (safeNextPath), else the dashboard. */
export const ownerNextPath = (value: string | null | undefined) => safeNextPath(value, ACCOUNT_PAGES.dashboard);

/**
 * A page address carrying where the owner was going (`next`), so a listing to claim is kept through
 * sign-up, the verification link and the first login. Checked again by every page that reads it.
 */
export function withNext(page: string, next: string | null | undefined): string {
  const path = ownerNextPath(next);
  if (path === ACCOUNT_PAGES.dashboard) return page;
  return `${page}${page.includes('?') ? '&' : '?'}next=${encodeURIComponent(path)}`;
}

/** A listing of the owner's dashboard. */
export interface OwnerListing {
  id: number;
  name: string;
  status: string;
  rejectionReason: string | null;
  subscriptionTier: string;
}

export const LISTING_STATUS_LABEL: Record<string, string> = {
  pending: 'Onay bekliyor',
  approved: 'Yayında',
  rejected: 'Reddedildi',
};
