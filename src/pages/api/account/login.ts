import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { signIn } from '~/features/accounts/accounts.server.ts';
import { accountRefusal, SECRET_FIELDS } from '~/features/accounts/guard.server.ts';
import { ACCOUNT_MSG } from '~/features/accounts/messages.ts';
import { ownerLoginSchema } from '~/features/accounts/schema.ts';
import { safeNextPath } from '~/features/identity/messages.ts';
import { setSessionCookies } from '~/features/identity/session-cookie.server.ts';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import { readForm, refusalAnswer } from '~/lib/http/public-form.server.ts';
import { MSG } from '~/lib/messages.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';

export const prerender = false;

/** POST /api/account/login → the session of a verified owner; a browser is sent on to `next` or /hesabim. */
export const POST: APIRoute = async (context) => {
  const page = ACCOUNT_PAGES.login;
  const form = await readForm(context.request, ownerLoginSchema);
  if (form.kind === 'rejected') return refusalAnswer(context, form, page, SECRET_FIELDS);
  const result = await signIn(getDb(), form.data.email, form.data.password, clientIp(context));
  if (!result.ok) {
    const refused =
      result.reason === 'rate-limited'
        ? { ok: false as const, status: 429, message: MSG.rateLimited, retryAfterS: result.retryAfterS }
        : result.reason === 'unverified'
          ? { ok: false as const, status: 403, message: ACCOUNT_MSG.notVerified }
          : { ok: false as const, status: 401, message: ACCOUNT_MSG.invalidCredentials };
    return accountRefusal(context, form.fields, refused, page, SECRET_FIELDS);
  }
  setSessionCookies(context, result.token, result.expiresAt, result.user.role);
  if (form.fields) {
    const next = safeNextPath(form.fields.next, ACCOUNT_PAGES.dashboard);
    return new Response(null, { status: 303, headers: { Location: next, 'Cache-Control': 'no-store' } });
  }
  const { id, role } = result.user;
  return Response.json({ user: { id, role }, token: result.token, expiresAt: result.expiresAt.toISOString() });
};
