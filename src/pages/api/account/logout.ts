import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { withNotice } from '~/features/accounts/messages.ts';
import { clearSessionCookies } from '~/features/identity/session-cookie.server.ts';
import { deleteSession } from '~/features/identity/sessions.server.ts';
import { isFormPost } from '~/lib/http/form-post.server.ts';
import { crossSiteRefusal } from '~/lib/http/http.server.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';

export const prerender = false;

/** POST /api/account/logout → ends the session; a browser's form post lands on the login page. */
export const POST: APIRoute = async (context) => {
  const { request, locals, cookies } = context;
  const refused = crossSiteRefusal(context);
  if (refused) return refused;
  if (locals.sessionToken) await deleteSession(getDb(), locals.sessionToken);
  clearSessionCookies(cookies);
  if (!isFormPost(request)) return Response.json({ ok: true });
  return new Response(null, { status: 303, headers: { Location: withNotice(ACCOUNT_PAGES.login, 'cikis-yapildi') } });
};
