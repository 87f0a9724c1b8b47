import type { APIRoute } from 'astro';
import { bearerTokenOf, deleteSession } from '~/features/admin/sessions.server.ts';
import { SESSION_COOKIE } from '~/lib/constants.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { isSameOrigin, jsonError } from '~/lib/http/http.server.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/** POST /api/auth/logout → deletes the session row and the cookie. */
export const POST: APIRoute = async ({ request, locals, cookies, url }) => {
  const usesCookie = !bearerTokenOf(request);
  if (usesCookie && locals.sessionToken && !isSameOrigin(request, url)) return jsonError(403, MSG.crossOrigin);
  if (locals.sessionToken) await deleteSession(getDb(), locals.sessionToken);
  cookies.delete(SESSION_COOKIE, { path: '/' });
  return Response.json({ ok: true });
};
