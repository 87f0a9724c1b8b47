import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { resetPassword } from '~/features/accounts/accounts.server.ts';
import { accountDone, accountRefusal, SECRET_FIELDS } from '~/features/accounts/guard.server.ts';
import { withNotice } from '~/features/accounts/messages.ts';
import { resetSchema } from '~/features/accounts/schema.ts';
import { readForm, refusalAnswer } from '~/lib/http/public-form.server.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';

export const prerender = false;

// The token is kept on a refusal so the form can be sent again from the same link.
const KEEP_OUT = SECRET_FIELDS.filter((name) => name !== 'token');

/** POST /api/account/reset → a new password from a reset link (once, within the hour). */
export const POST: APIRoute = async (context) => {
  const form = await readForm(context.request, resetSchema);
  if (form.kind === 'rejected') return refusalAnswer(context, form, ACCOUNT_PAGES.reset, KEEP_OUT);
  const result = await resetPassword(getDb(), form.data.token, form.data.password);
  if (!result.ok) return accountRefusal(context, form.fields, result, ACCOUNT_PAGES.reset, KEEP_OUT);
  return accountDone(form.fields, withNotice(ACCOUNT_PAGES.login, 'sifre-yenilendi'));
};
