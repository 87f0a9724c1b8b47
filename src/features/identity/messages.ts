// Texts and helpers of the admin login, zod-free so islands that only show them stay small.
import { PASSWORD_MIN } from '~/lib/constants.ts';

/** Why a new password is refused (admins and owners alike), each saying what to do instead. */
export const PASSWORD_MSG = {
  tooShort: `Şifre en az ${PASSWORD_MIN} karakter olmalıdır.`,
  common: 'Bu şifre çok yaygın: sızdırılmış şifre listelerinde geçiyor ve ilk denenenlerden. Başka bir şifre seçin.',
  guessable:
    'Bu şifre kolay tahmin edilir: yaygın bir kelime, tekrar, klavye dizisi, tarih ya da adınız veya e-posta adresiniz gibi. Daha uzun ve size özgü bir şifre seçin.',
} as const;

/** Messages of the admin login (one generic failure text, so a wrong user name and a wrong password look alike). */
export const AUTH_MSG = {
  usernameRequired: 'Kullanıcı adı gerekli',
  passwordRequired: 'Şifre gerekli',
  invalidCredentials: 'Kullanıcı adı veya şifre hatalı.',
  loginFailed: 'Giriş yapılamadı. Lütfen tekrar deneyin.',
  loggedOut: 'Çıkış yapıldı.',
  adminRequired: 'Bu sayfa için yönetici girişi gerekir.',
  notAdmin: 'Bu sayfayı görüntüleme yetkiniz yok.',
  loginLink: 'Yönetici girişi',
  accessDeniedTitle: 'Access Denied',
  accessDeniedText: 'You need admin access to create blog posts.',
} as const;

/** What GET /api/auth/session returns. */
export interface SessionInfo {
  user: { id: number; username: string; role: string } | null;
  isAdmin: boolean;
}

/** The login page (on demand: it carries `?next=` into the form, and shows a refused login again). */
export const LOGIN_PAGE = '/admin/login';

const SAME_SITE_BASE = 'http://same-site.invalid';

/** The path of `value` resolved the way a browser resolves a Location against this site, or null off it. */
function sameSitePath(value: string): string | null {
  try {
    const url = new URL(value, SAME_SITE_BASE);
    return url.origin === SAME_SITE_BASE ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/**
 * Only paths of this site are followed after login: the value is resolved the way a browser resolves a
 * Location (tabs and line breaks dropped, `\\` read as `/`, dot segments removed) and must stay on this
 * origin. What is sent is that resolved path, never the raw text, and it must resolve to itself again:
 * `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as another host.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/admin/approval'): string {
  if (!value?.startsWith('/')) return fallback;
  const path = sameSitePath(value);
  return path !== null && sameSitePath(path) === path ? path : fallback;
}
