import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { accountDone, accountRefusal, ownerOf } from '~/features/accounts/guard.server.ts';
import { withNotice } from '~/features/accounts/messages.ts';
import { claimListing } from '~/features/owners/claims.server.ts';
import { CLAIM_MSG, OWNER_PAGES } from '~/features/owners/messages.ts';
import { claimSchema } from '~/features/owners/schema.ts';
import { registryProvidersFromEnv } from '~/features/submissions/registry/registries.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { readPublicForm, refusalAnswer } from '~/lib/http/public-form.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';

export const prerender = false;

/**
 * POST /api/owner/claim/{id} (owner): one step of claiming a listing, by `method`: 'send-code' (a code
 * to the listing's address), 'code' ({ code }), 'registry' ({ taxId }) or 'request' ({ note }, for the admin).
 */
export const POST: APIRoute = async (context) => {
  const owner = ownerOf(context);
  if (owner instanceof Response) return owner;
  const id = parseRouteId(context.params.id);
  if (id === null) return jsonError(404, CLAIM_MSG.notFound);
  const page = OWNER_PAGES.claim(id);
  const form = await readPublicForm(context, 'owner-claim', claimSchema);
  if (form.kind === 'rejected') return refusalAnswer(context, form, page);
  if (form.kind === 'honeypot') return accountDone(form.fields, page);
  const result = await claimListing(getDb(), owner, id, form.data, registryProvidersFromEnv());
  if (!result.ok) return accountRefusal(context, form.fields, result, page, []);
  const next =
    result.status === 'code-sent'
      ? withNotice(page, 'kod-gonderildi')
      : withNotice(ACCOUNT_PAGES.dashboard, result.status === 'verified' ? 'sahiplik-onaylandi' : 'talep-alindi');
  return accountDone(form.fields, next, result);
};
