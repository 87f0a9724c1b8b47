import type { APIRoute } from 'astro';
import { login } from '~/features/admin/login.server.ts';
import { AUTH_MSG } from '~/features/admin/messages.ts';
import { loginSchema } from '~/features/admin/schema.ts';
import { SESSION_COOKIE } from '~/lib/constants.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { jsonError, readJson } from '~/lib/http/http.server.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/** POST /api/auth/login → sets the HttpOnly session cookie; the token is also returned for Bearer use. */
export const POST: APIRoute = async ({ request, cookies, clientAddress, url, site }) => {
  const parsed = await readJson(request, loginSchema);
  if (!parsed.ok) return parsed.response;
  const result = await login(getDb(), parsed.data.username, parsed.data.password, clientAddress);
  if (!result.ok) {
    if (result.reason === 'rate-limited')
      return jsonError(429, MSG.rateLimited, undefined, { 'Retry-After': String(result.retryAfterS) });
    return jsonError(401, AUTH_MSG.invalidCredentials);
  }
  cookies.set(SESSION_COOKIE, result.token, {
    httpOnly: true,
    sameSite: 'lax',
    // Behind a proxy that ends TLS the request itself is http: the public https address counts too.
    secure: url.protocol === 'https:' || site?.protocol === 'https:',
    path: '/',
    expires: result.expiresAt,
  });
  const { id, username, role } = result.user;
  return Response.json(
    { user: { id, username, role }, token: result.token, expiresAt: result.expiresAt.toISOString() },
    { headers: { 'Cache-Control': 'no-store' } },
  );
};
