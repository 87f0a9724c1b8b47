import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { ownerAccountRoute } from '~/features/accounts/account-route.server.ts';
import { changePassword } from '~/features/accounts/accounts.server.ts';
import { withNotice } from '~/features/accounts/messages.ts';
import { changePasswordSchema } from '~/features/accounts/schema.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';

export const prerender = false;

/** POST /api/account/password (owner) → a new password, confirmed with the current one. */
export const POST: APIRoute = ownerAccountRoute({
  schema: changePasswordSchema,
  act: async (data, owner, confirm) => {
    const result = await changePassword(getDb(), owner, confirm, data.password);
    return result.ok ? { ok: true, done: withNotice(ACCOUNT_PAGES.dashboard, 'sifre-degisti') } : result;
  },
});
