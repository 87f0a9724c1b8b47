import type { APIRoute } from 'astro';
import { ACCOUNT_PAGES, withNotice } from '~/features/accounts/messages.ts';
import { deleteSession } from '~/features/admin/sessions.server.ts';
import { SESSION_COOKIE } from '~/lib/constants.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { isFormPost } from '~/lib/http/form-post.server.ts';
import { isSameOrigin, jsonError } from '~/lib/http/http.server.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/** POST /api/account/logout → ends the session; a browser's form post lands on the login page. */
export const POST: APIRoute = async ({ request, locals, cookies, url }) => {
  const usesCookie = !request.headers.get('authorization');
  if (usesCookie && locals.sessionToken && !isSameOrigin(request, url)) return jsonError(403, MSG.crossOrigin);
  if (locals.sessionToken) await deleteSession(getDb(), locals.sessionToken);
  cookies.delete(SESSION_COOKIE, { path: '/' });
  if (!isFormPost(request)) return Response.json({ ok: true });
  return new Response(null, { status: 303, headers: { Location: withNotice(ACCOUNT_PAGES.login, 'cikis-yapildi') } });
};
