// Texts and helpers of the admin login, zod-free so islands that only show them stay small.

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

/**
 * Only paths of this site are followed after login: the value is resolved the way a browser resolves a
 * Location (tabs and line breaks dropped, `\\` read as `/`) and must stay on this origin; what is sent is
 * that resolved path, never the raw text.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/admin/approval'): string {
  if (!value?.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE_BASE);
  } catch {
    return fallback;
  }
  return url.origin === SAME_SITE_BASE ? url.pathname + url.search + url.hash : fallback;
}
