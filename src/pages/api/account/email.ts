import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { ownerAccountRoute } from '~/features/accounts/account-route.server.ts';
import { requestEmailChange } from '~/features/accounts/accounts.server.ts';
import { changeEmailSchema } from '~/features/accounts/schema.ts';

export const prerender = false;

/** POST /api/account/email (owner) → a verification link to the new address; it applies once opened. */
export const POST: APIRoute = ownerAccountRoute({
  schema: changeEmailSchema,
  notice: 'e-posta-gonderildi',
  act: (data, owner, confirm) => requestEmailChange(getDb(), owner, confirm, data.email),
});
