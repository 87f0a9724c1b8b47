import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { ownerAccountRoute } from '~/features/accounts/account-route.server.ts';
import { requestEmailChange } from '~/features/accounts/accounts.server.ts';
import { withNotice } from '~/features/accounts/messages.ts';
import { changeEmailSchema } from '~/features/accounts/schema.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';

export const prerender = false;

/** POST /api/account/email (owner) → a verification link to the new address; it applies once opened. */
export const POST: APIRoute = ownerAccountRoute({
  schema: changeEmailSchema,
  act: async (data, owner, confirm) => {
    const result = await requestEmailChange(getDb(), owner, confirm, data.email);
    return result.ok ? { ok: true, done: withNotice(ACCOUNT_PAGES.dashboard, 'e-posta-gonderildi') } : result;
  },
});
