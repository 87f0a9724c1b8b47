import type { APIContext } from 'astro';
import { carriesSessionCookie, type SessionUser } from '~/features/identity/sessions.server.ts';
import { isSameOrigin, jsonError } from '~/lib/http/http.server.ts';
import { MSG } from '~/lib/messages.ts';

type RequestContext = Pick<APIContext, 'request' | 'url'>;

/**
 * The one Origin check of everything that acts on a session: a state change sent with the session cookie
 * must come from this site, whatever else the request carries (a Bearer or any other Authorization header
 * does not spare it, since a browser sends the cookie by itself). Only a request without the cookie, a
 * script's Bearer call, is exempt. The 403 to answer, or null.
 */
export function crossSiteRefusal(context: RequestContext): Response | null {
  const changesState = !['GET', 'HEAD', 'OPTIONS'].includes(context.request.method);
  if (!changesState || !carriesSessionCookie(context.request)) return null;
  return isSameOrigin(context.request, context.url) ? null : jsonError(403, MSG.crossOrigin);
}

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
