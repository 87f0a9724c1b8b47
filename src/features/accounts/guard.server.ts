import type { APIContext } from 'astro';
import { type AccountRefusal, OWNER_ROLE } from '~/features/accounts/accounts.server.ts';
import { ACCOUNT_MSG } from '~/features/accounts/messages.ts';
import type { SessionUser } from '~/features/identity/sessions.server.ts';
import type { FormFields } from '~/lib/http/form-post.server.ts';
import { crossSiteRefusal, jsonError } from '~/lib/http/http.server.ts';
import { refusalAnswer } from '~/lib/http/public-form.server.ts';

type Context = Pick<APIContext, 'locals' | 'request' | 'url'>;

/**
 * Guard of the owners' endpoints: 401 without a session, 403 for another role, 403 for a cookie-borne
 * state change from another site. The owner when allowed.
 */
export function ownerOf(context: Context): SessionUser | Response {
  const user = context.locals.user;
  if (!user) return jsonError(401, ACCOUNT_MSG.loginRequired);
  if (user.role !== OWNER_ROLE) return jsonError(403, ACCOUNT_MSG.ownerOnly);
  return crossSiteRefusal(context) ?? user;
}

/** The answer to an account form the server refused: JSON, or the form page again with the message. */
export function accountRefusal(
  context: APIContext,
  fields: FormFields | null,
  refused: AccountRefusal,
  page: string,
  keepOut: readonly string[],
) {
  return refusalAnswer(
    context,
    {
      kind: 'rejected',
      status: refused.status,
      error: refused.message,
      issues: refused.field ? [{ path: refused.field, message: refused.message }] : undefined,
      headers: refused.retryAfterS === undefined ? undefined : { 'Retry-After': String(refused.retryAfterS) },
      fields,
    },
    page,
    keepOut,
  );
}

/** The answer to an account form that succeeded: 303 to `page` for a browser, JSON otherwise. */
export function accountDone(fields: FormFields | null, page: string, body: object = { ok: true }): Response {
  if (fields) return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } });
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
}

/** Fields never shown again after a refusal. */
export const SECRET_FIELDS = ['password', 'passwordRepeat', 'currentPassword', 'token'] as const;
