import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { OWNER_ROLE } from '~/features/accounts/accounts.server.ts';
import { CHANGE_MSG } from '~/features/owners/messages.ts';
import { planEnabled } from '~/features/payments/config.server.ts';
import { PAYMENT_SERVER_MSG } from '~/features/payments/messages.ts';
import { paymentRoute } from '~/features/payments/payment-route.server.ts';
import { notConfiguredResponse, stripeClient } from '~/features/payments/stripe-client.server.ts';
import { subscriptionRequestSchema } from '~/features/payments/subscription-schema.ts';
import {
  BusinessNotFoundError,
  createBusinessSubscription,
  NotYourBusinessError,
} from '~/features/payments/subscriptions.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';

export const prerender = false;

/**
 * Starts a premium listing: `{ planId, businessId }` → `{ clientSecret, subscriptionId, returnUrl }`.
 * The price comes from the plan's configured Stripe price id; any amount the client sends is ignored.
 * The logged-in user (if any) is linked to the subscription, so the call must come from this site.
 */
export const POST: APIRoute = paymentRoute({
  scope: 'subscription',
  schema: subscriptionRequestSchema,
  sameSiteOnly: true,
  start: async ({ planId, businessId }, config, { locals }) => {
    const priceId = config.priceIds[planId];
    if (!planEnabled(config, planId) || !priceId) return notConfiguredResponse();
    const created = await createBusinessSubscription(getDb(), stripeClient(config), {
      planId,
      businessId,
      priceId,
      userId: locals.user?.id ?? null,
      // A signed-in owner buys for one of their own listings, as their own Stripe customer.
      owner: locals.user?.role === OWNER_ROLE ? locals.user : null,
    });
    return Response.json(created, { status: 201 });
  },
  refuse: (error) => {
    if (error instanceof BusinessNotFoundError) return jsonError(404, PAYMENT_SERVER_MSG.businessNotFound);
    if (error instanceof NotYourBusinessError) return jsonError(403, CHANGE_MSG.forbidden);
    return null;
  },
});
