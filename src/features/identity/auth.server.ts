import type { APIContext } from 'astro';
import type { SessionUser } from '~/features/identity/sessions.server.ts';
import { crossSiteRefusal, jsonError } from '~/lib/http/http.server.ts';
import { MSG } from '~/lib/messages.ts';

/**
 * Guard for admin endpoints (DESIGN §6): 401 without a session, 403 without the admin role,
 * 403 for a cookie-borne state change coming from another site. The admin when allowed.
 */
export function adminOf(context: Pick<APIContext, 'locals' | 'request' | 'url'>): SessionUser | Response {
  const user: SessionUser | null = context.locals.user;
  if (!user) return jsonError(401, MSG.unauthorized);
  if (user.role !== 'admin') return jsonError(403, MSG.forbidden);
  return crossSiteRefusal(context) ?? user;
}

/** The same guard for endpoints that do not need to know which admin acted: the refusal, or null. */
export function requireAdmin(context: Pick<APIContext, 'locals' | 'request' | 'url'>): Response | null {
  const result = adminOf(context);
  return result instanceof Response ? result : null;
}
