import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { OWNER_ROLE } from '~/features/accounts/accounts.server.ts';
import { listSubscribableBusinesses } from '~/features/payments/subscriptions.server.ts';

export const prerender = false;

/**
 * Approved businesses (id, name, district, subscriptionTier) for the business select of /subscribe: a
 * signed-in owner's own listings (`own: true`, the first one pre-selected), every one for anyone else.
 */
export const GET: APIRoute = async ({ locals }) => {
  const ownerId = locals.user?.role === OWNER_ROLE ? locals.user.id : null;
  const businesses = await listSubscribableBusinesses(getDb(), ownerId);
  // `own`: the list is the owner's own listings, so the form starts on the first of them.
  return Response.json(
    { businesses, own: ownerId !== null },
    { headers: ownerId === null ? {} : { 'Cache-Control': 'no-store' } },
  );
};
