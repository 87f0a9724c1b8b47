import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { ownerAccountRoute } from '~/features/accounts/account-route.server.ts';
import { changePassword } from '~/features/accounts/accounts.server.ts';
import { changePasswordSchema } from '~/features/accounts/schema.ts';

export const prerender = false;

/** POST /api/account/password (owner) → a new password, confirmed with the current one. */
export const POST: APIRoute = ownerAccountRoute({
  schema: changePasswordSchema,
  notice: 'sifre-degisti',
  act: (data, owner, confirm) => changePassword(getDb(), owner, confirm, data.password),
});
