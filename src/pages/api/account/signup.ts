import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { signUp } from '~/features/accounts/accounts.server.ts';
import { accountDone, accountRefusal, SECRET_FIELDS } from '~/features/accounts/guard.server.ts';
import { withNext, withNotice } from '~/features/accounts/messages.ts';
import { signupSchema } from '~/features/accounts/schema.ts';
import { readPublicForm, refusalAnswer } from '~/lib/http/public-form.server.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';

export const prerender = false;

const DONE = withNotice(ACCOUNT_PAGES.login, 'kayit-alindi');

/** POST /api/account/signup → an unverified owner account and the verification e-mail. */
export const POST: APIRoute = async (context) => {
  const form = await readPublicForm(context, 'account-signup', signupSchema);
  if (form.kind === 'rejected') return refusalAnswer(context, form, ACCOUNT_PAGES.signup, SECRET_FIELDS);
  if (form.kind === 'honeypot') return accountDone(form.fields, DONE);
  const result = await signUp(getDb(), form.data);
  if (!result.ok) return accountRefusal(context, form.fields, result, ACCOUNT_PAGES.signup, SECRET_FIELDS);
  return accountDone(form.fields, withNext(DONE, form.data.next));
};
