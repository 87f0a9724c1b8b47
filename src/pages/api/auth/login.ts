import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { signIn } from '~/features/accounts/accounts.server.ts';
import { ACCOUNT_MSG } from '~/features/accounts/messages.ts';
import { AUTH_MSG, LOGIN_PAGE, safeNextPath } from '~/features/identity/messages.ts';
import { loginSchema } from '~/features/identity/schema.ts';
import { setSessionCookies } from '~/features/identity/session-cookie.server.ts';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import { sentAnswer } from '~/lib/http/form-post.server.ts';
import { readForm, refusalAnswer } from '~/lib/http/public-form.server.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

// A refused login shown again keeps the user name and the next page, never the password.
const KEEP_OUT = ['password'];

/**
 * POST /api/auth/login → sets the HttpOnly session cookie. A script gets JSON with the token (also for
 * Bearer use); the login form posted without scripts is sent on (303) to its `next` page, or shown again.
 */
export const POST: APIRoute = async (context) => {
  const form = await readForm(context.request, loginSchema);
  if (form.kind === 'rejected') return refusalAnswer(context, form, LOGIN_PAGE, KEEP_OUT);
  const result = await signIn(getDb(), form.data.username, form.data.password, clientIp(context));
  if (!result.ok) {
    const [status, error] =
      result.reason === 'rate-limited'
        ? [429, MSG.rateLimited]
        : result.reason === 'unverified'
          ? [403, ACCOUNT_MSG.notVerified]
          : [401, AUTH_MSG.invalidCredentials];
    return refusalAnswer(
      context,
      {
        kind: 'rejected',
        status,
        error,
        headers: result.reason === 'rate-limited' ? { 'Retry-After': String(result.retryAfterS) } : undefined,
        fields: form.fields,
      },
      LOGIN_PAGE,
      KEEP_OUT,
    );
  }
  setSessionCookies(context, result.token, result.expiresAt, result.user.role);
  if (form.fields) return sentAnswer(safeNextPath(form.fields.next));
  const { id, username, role } = result.user;
  return Response.json(
    { user: { id, username, role }, token: result.token, expiresAt: result.expiresAt.toISOString() },
    { headers: { 'Cache-Control': 'no-store' } },
  );
};
