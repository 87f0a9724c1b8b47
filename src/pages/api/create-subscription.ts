import type { APIRoute } from 'astro';
import { OWNER_ROLE } from '~/features/accounts/accounts.server.ts';
import { CHANGE_MSG } from '~/features/owners/messages.ts';
import { paymentsEnabled, planEnabled, readPaymentsConfig } from '~/features/payments/config.server.ts';
import { PAYMENT_MSG } from '~/features/payments/messages.ts';
import {
  notConfiguredResponse,
  providerErrorResponse,
  stripeClient,
} from '~/features/payments/stripe-client.server.ts';
import { subscriptionRequestSchema } from '~/features/payments/subscription-schema.ts';
import {
  BusinessNotFoundError,
  createBusinessSubscription,
  NotYourBusinessError,
} from '~/features/payments/subscriptions.server.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import { isSameOrigin, jsonError, readJson } from '~/lib/http/http.server.ts';
import { RATE_LIMITS, rateLimitResponse } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/**
 * Starts a premium listing: `{ planId, businessId }` → `{ clientSecret, subscriptionId, returnUrl }`.
 * The price comes from the plan's configured Stripe price id; any amount the client sends is ignored.
 */
export const POST: APIRoute = async ({ request, url, locals, clientAddress }) => {
  // The logged-in user (if any) is linked to the subscription, so the call must come from this site.
  if (!isSameOrigin(request, url)) return jsonError(403, MSG.crossOrigin);
  const config = readPaymentsConfig();
  if (!paymentsEnabled(config)) return notConfiguredResponse();
  const limited = await rateLimitResponse('subscription', clientIp({ request, clientAddress }), RATE_LIMITS.forms());
  if (limited) return limited;
  const parsed = await readJson(request, subscriptionRequestSchema);
  if (!parsed.ok) return parsed.response;
  const { planId, businessId } = parsed.data;
  const priceId = config.priceIds[planId];
  if (!planEnabled(config, planId) || !priceId) return notConfiguredResponse();
  try {
    const created = await createBusinessSubscription(getDb(), stripeClient(config), {
      planId,
      businessId,
      priceId,
      userId: locals.user?.id ?? null,
      // A signed-in owner buys for one of their own listings, as their own Stripe customer.
      owner: locals.user?.role === OWNER_ROLE ? locals.user : null,
    });
    return Response.json(created, { status: 201 });
  } catch (error) {
    if (error instanceof BusinessNotFoundError) return jsonError(404, PAYMENT_MSG.businessNotFound);
    if (error instanceof NotYourBusinessError) return jsonError(403, CHANGE_MSG.forbidden);
    return providerErrorResponse(error);
  }
};
