import { getDb } from '~/database.server.ts';
import { listingActorOf } from '~/features/accounts/listing-guard.server.ts';
import { now } from '~/features/listing-posts/clock.ts';
import { createPost } from '~/features/listing-posts/posts.server.ts';
import { postSchema } from '~/features/listing-posts/schema.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { sentPath } from '~/lib/http/sent.ts';
import { ownerListingSectionPath } from '~/lib/paths.ts';

export const prerender = false;

/**
 * POST /api/businesses/{id}/posts: the owner's (or an admin's) event, offer or news item, waiting for an
 * admin; 409 past the plan's live limit. A form post lands on the owner's posts page with its notice.
 */
export const POST = endpoint({
  guard: (context) => listingActorOf(context, getDb(), parseRouteId(context.params.id)),
  limit: { scope: 'listing-posts', limit: { max: 20, windowMs: 3_600_000 } },
  body: { schema: postSchema, form: { page: ({ actor }) => ownerListingSectionPath(actor.business.id, 'posts') } },
  run: async ({ actor, data, refuse, done }) => {
    const business = actor.business;
    const outcome = await createPost(getDb(), { userId: actor.user.id, businessId: business.id }, data, now());
    if (!outcome.ok) return refuse(outcome.status, outcome.message, outcome.field ? { field: outcome.field } : {});
    return done(
      sentPath(ownerListingSectionPath(business.id, 'posts'), 'gonderildi'),
      { ok: true, id: outcome.id },
      { status: 201 },
    );
  },
});
