import type { APIContext, AstroCookies } from 'astro';
import { SESSION_COOKIE, SIGNED_IN_COOKIE, type SignedInAs } from '~/lib/constants.ts';

/** Who a session's role says is signed in, as the menus name it: the cookie's hint, or a page for one person. */
export const signedInAs = (role: string): SignedInAs => (role === 'admin' ? 'admin' : 'owner');

/**
 * Sets the session cookie (HttpOnly) and beside it a readable hint of the role, with the same expiry: the
 * cached navigation bar is the same for everyone, and its few lines of script read the hint to show
 * 'Hesabım' and 'Çıkış' instead of 'Giriş'. The hint grants nothing; every page and endpoint asks the session.
 */
export function setSessionCookies(
  context: Pick<APIContext, 'cookies' | 'url' | 'site'>,
  token: string,
  expires: Date,
  role: string,
): void {
  // Behind a proxy that ends TLS the request itself is http: the public https address counts too.
  const secure = context.url.protocol === 'https:' || context.site?.protocol === 'https:';
  context.cookies.set(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires });
  context.cookies.set(SIGNED_IN_COOKIE, signedInAs(role), {
    sameSite: 'lax',
    secure,
    path: '/',
    expires,
  });
}

/** Ends the session's cookies (the session row is deleted by the caller). */
export function clearSessionCookies(cookies: AstroCookies): void {
  cookies.delete(SESSION_COOKIE, { path: '/' });
  cookies.delete(SIGNED_IN_COOKIE, { path: '/' });
}
