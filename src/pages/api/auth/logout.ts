import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { clearSessionCookies } from '~/features/identity/session-cookie.server.ts';
import { deleteSession } from '~/features/identity/sessions.server.ts';
import { crossSiteRefusal } from '~/lib/http/http.server.ts';

export const prerender = false;

/** POST /api/auth/logout → deletes the session row and the cookie. */
export const POST: APIRoute = async (context) => {
  const { locals, cookies } = context;
  const refused = crossSiteRefusal(context);
  if (refused) return refused;
  if (locals.sessionToken) await deleteSession(getDb(), locals.sessionToken);
  clearSessionCookies(cookies);
  return Response.json({ ok: true });
};
