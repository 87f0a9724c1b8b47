import type { APIRoute } from 'astro';
import { changePassword } from '~/features/accounts/accounts.server.ts';
import { accountDone, accountRefusal, ownerOf, SECRET_FIELDS } from '~/features/accounts/guard.server.ts';
import { ACCOUNT_PAGES, withNotice } from '~/features/accounts/messages.ts';
import { changePasswordSchema } from '~/features/accounts/schema.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { readForm, refusalAnswer } from '~/lib/http/public-form.server.ts';

export const prerender = false;

/** POST /api/account/password (owner) → a new password, confirmed with the current one. */
export const POST: APIRoute = async (context) => {
  const owner = ownerOf(context);
  if (owner instanceof Response) return owner;
  const page = ACCOUNT_PAGES.dashboard;
  const form = await readForm(context.request, changePasswordSchema);
  if (form.kind === 'rejected') return refusalAnswer(context, form, page, SECRET_FIELDS);
  const result = await changePassword(getDb(), owner, form.data.currentPassword, form.data.password);
  if (!result.ok) return accountRefusal(context, form.fields, result, page, SECRET_FIELDS);
  return accountDone(form.fields, withNotice(page, 'sifre-degisti'));
};
