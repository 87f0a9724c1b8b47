import type { APIRoute } from 'astro';
import { deleteAccount } from '~/features/accounts/accounts.server.ts';
import { accountDone, accountRefusal, ownerOf, SECRET_FIELDS } from '~/features/accounts/guard.server.ts';
import { ACCOUNT_PAGES, withNotice } from '~/features/accounts/messages.ts';
import { deleteAccountSchema } from '~/features/accounts/schema.ts';
import { SESSION_COOKIE } from '~/lib/constants.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { readForm, refusalAnswer } from '~/lib/http/public-form.server.ts';

export const prerender = false;

/** POST /api/account/delete (owner) → deletes the account (KVKK); the listings stay, unowned, and admins are told. */
export const POST: APIRoute = async (context) => {
  const owner = ownerOf(context);
  if (owner instanceof Response) return owner;
  const page = ACCOUNT_PAGES.dashboard;
  const form = await readForm(context.request, deleteAccountSchema);
  if (form.kind === 'rejected') return refusalAnswer(context, form, page, SECRET_FIELDS);
  const result = await deleteAccount(getDb(), owner, form.data.currentPassword);
  if (!result.ok) return accountRefusal(context, form.fields, result, page, SECRET_FIELDS);
  context.cookies.delete(SESSION_COOKIE, { path: '/' });
  return accountDone(form.fields, withNotice(ACCOUNT_PAGES.login, 'hesap-silindi'), result);
};
