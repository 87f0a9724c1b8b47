import { LOGIN_PAGE } from '~/features/identity/messages.ts';

/**
 * Who may open a desk page: an admin; anyone else signed in sees the refusal (403); a visitor without a
 * session is sent to the login and back.
 */
export function deskAccess(
  user: App.Locals['user'],
  url: URL,
): { kind: 'admin'; admin: NonNullable<App.Locals['user']> } | { kind: 'forbidden' } | { kind: 'login'; to: string } {
  if (!user) return { kind: 'login', to: `${LOGIN_PAGE}?next=${encodeURIComponent(url.pathname + url.search)}` };
  return user.role === 'admin' ? { kind: 'admin', admin: user } : { kind: 'forbidden' };
}
