import { getDb } from '~/database.server.ts';
import { ownerOf } from '~/features/accounts/guard.server.ts';
import { isRefusal, ownedListing } from '~/features/owners/changes.server.ts';
import { setOwnerClosure } from '~/features/owners/closure.server.ts';
import { CLAIM_MSG } from '~/features/owners/messages.ts';
import { ownerClosureSchema } from '~/features/owners/schema.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { RATE_LIMITS } from '~/lib/http/rate-limit.server.ts';
import { sentPath } from '~/lib/http/sent.ts';
import { ownerListingSectionPath } from '~/lib/paths.ts';

export const prerender = false;

/**
 * POST /api/owner/listings/{id}/closure (its owner) { action: 'close', reopensAt? } or { action: 'reopen' }:
 * the listing closed for now, or open again, at once. 403 for another owner's listing, 409 for one not
 * published or closed for good / moved by the desk; a past reopening day 400.
 */
export const POST = endpoint({
  guard: ownerOf,
  limit: { scope: 'owner-closure', limit: RATE_LIMITS.forms },
  id: { notFound: CLAIM_MSG.notFound },
  body: { schema: ownerClosureSchema, form: { page: ({ id }) => ownerListingSectionPath(id, 'closure') } },
  run: async ({ actor, id, data, refuse, done }) => {
    const db = getDb();
    const listing = await ownedListing(db, actor, id);
    if (isRefusal(listing)) return refuse(listing.status, listing.message);
    const outcome = await setOwnerClosure(db, listing, actor, data);
    if (!outcome.ok) return refuse(outcome.status, outcome.message, outcome.field ? { field: outcome.field } : {});
    const { notice, ...body } = outcome;
    return done(sentPath(ownerListingSectionPath(id, 'closure'), notice), body);
  },
});
