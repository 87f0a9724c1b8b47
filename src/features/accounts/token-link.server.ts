import type { AstroGlobal } from 'astro';
import { type Db, getDb } from '~/database.server.ts';
import type { AccountRefusal } from '~/features/accounts/accounts.server.ts';

/**
 * The page of a one-time link mailed to an owner (`?token=`): the token used once, then 303 to `done`
 * (the Response to return); otherwise the refusal, whose status the page answers with. The session of the
 * browser opening it is handed on, for a change that ends the account's other sessions.
 */
export async function followTokenLink(
  astro: AstroGlobal,
  use: (db: Db, token: string, session: string | null) => Promise<{ ok: true } | AccountRefusal>,
  done: string,
): Promise<Response | AccountRefusal> {
  const result = await use(getDb(), astro.url.searchParams.get('token') ?? '', astro.locals.sessionToken);
  if (result.ok) return astro.redirect(done, 303);
  astro.response.status = result.status;
  return result;
}
