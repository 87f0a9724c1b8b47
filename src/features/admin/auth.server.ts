import type { APIContext } from 'astro';
import { bearerTokenOf, type SessionUser } from '~/features/admin/sessions.server.ts';
import { isSameOrigin, jsonError } from '~/lib/http/http.server.ts';
import { MSG } from '~/lib/messages.ts';

/**
 * Guard for admin endpoints (DESIGN §6): 401 without a session, 403 without the admin role,
 * 403 for a cookie-authenticated state change coming from another site. The admin when allowed.
 */
export function adminOf(context: Pick<APIContext, 'locals' | 'request' | 'url'>): SessionUser | Response {
  const user: SessionUser | null = context.locals.user;
  if (!user) return jsonError(401, MSG.unauthorized);
  if (user.role !== 'admin') return jsonError(403, MSG.forbidden);
  // Only a Bearer token (which a browser never sends by itself) spares the origin check; any other
  // Authorization header leaves the session on the cookie.
  const usesCookie = !bearerTokenOf(context.request);
  const changesState = !['GET', 'HEAD', 'OPTIONS'].includes(context.request.method);
  if (usesCookie && changesState && !isSameOrigin(context.request, context.url)) return jsonError(403, MSG.crossOrigin);
  return user;
}

/** The same guard for endpoints that do not need to know which admin acted: the refusal, or null. */
export function requireAdmin(context: Pick<APIContext, 'locals' | 'request' | 'url'>): Response | null {
  const result = adminOf(context);
  return result instanceof Response ? result : null;
}
