import { getDb } from '~/database.server.ts';
import { accountDone, accountRefusal, ownerOf } from '~/features/accounts/guard.server.ts';
import { withNotice } from '~/features/accounts/messages.ts';
import { claimListing } from '~/features/owners/claims.server.ts';
import { CLAIM_MSG, OWNER_PAGES } from '~/features/owners/messages.ts';
import { claimSchema } from '~/features/owners/schema.ts';
import { registryProvidersFromEnv } from '~/features/submissions/registry/registries.server.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { RATE_LIMITS } from '~/lib/http/rate-limit.server.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';

export const prerender = false;

/**
 * POST /api/owner/claim/{id} (owner): one step of claiming a listing, by `method`: 'send-code' (a code
 * to the listing's address), 'code' ({ code }), 'registry' ({ taxId }) or 'request' ({ note }, for the admin).
 */
export const POST = endpoint({
  guard: ownerOf,
  limit: { scope: 'owner-claim', limit: RATE_LIMITS.forms },
  id: { notFound: CLAIM_MSG.notFound },
  body: {
    schema: claimSchema,
    form: { page: ({ id }) => OWNER_PAGES.claim(id) },
    honeypot: ({ id, fields }) => accountDone(fields, OWNER_PAGES.claim(id)),
  },
  run: async ({ context, actor, id, data, fields }) => {
    const page = OWNER_PAGES.claim(id);
    const result = await claimListing(getDb(), actor, id, data, registryProvidersFromEnv());
    if (!result.ok) return accountRefusal(context, fields, result, page, []);
    const next =
      result.status === 'code-sent'
        ? withNotice(page, 'kod-gonderildi')
        : withNotice(ACCOUNT_PAGES.dashboard, result.status === 'verified' ? 'sahiplik-onaylandi' : 'talep-alindi');
    return accountDone(fields, next, result);
  },
});
