import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { ownerAccountRoute } from '~/features/accounts/account-route.server.ts';
import { deleteAccount } from '~/features/accounts/accounts.server.ts';
import { withNotice } from '~/features/accounts/messages.ts';
import { deleteAccountSchema } from '~/features/accounts/schema.ts';
import { clearSessionCookies } from '~/features/identity/session-cookie.server.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';

export const prerender = false;

/** POST /api/account/delete (owner) → deletes the account (KVKK); the listings stay, unowned, and admins are told. */
export const POST: APIRoute = ownerAccountRoute({
  schema: deleteAccountSchema,
  act: async (_data, owner, confirm, context) => {
    const result = await deleteAccount(getDb(), owner, confirm);
    if (!result.ok) return result;
    clearSessionCookies(context.cookies);
    return { ok: true, done: withNotice(ACCOUNT_PAGES.login, 'hesap-silindi'), body: result };
  },
});
