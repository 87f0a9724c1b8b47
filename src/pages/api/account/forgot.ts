import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { requestPasswordReset } from '~/features/accounts/accounts.server.ts';
import { accountDone } from '~/features/accounts/guard.server.ts';
import { withNotice } from '~/features/accounts/messages.ts';
import { forgotSchema } from '~/features/accounts/schema.ts';
import { readPublicForm, refusalAnswer } from '~/lib/http/public-form.server.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';

export const prerender = false;

const DONE = withNotice(ACCOUNT_PAGES.forgot, 'sifirlama-gonderildi');

/** POST /api/account/forgot → a reset link to the owner's address; the same answer whether or not it exists. */
export const POST: APIRoute = async (context) => {
  const form = await readPublicForm(context, 'account-forgot', forgotSchema);
  if (form.kind === 'rejected') return refusalAnswer(context, form, ACCOUNT_PAGES.forgot);
  if (form.kind === 'valid') await requestPasswordReset(getDb(), form.data.email);
  return accountDone(form.fields, DONE);
};
