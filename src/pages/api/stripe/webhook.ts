import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { readPaymentsConfig } from '~/features/payments/config.server.ts';
import { PAYMENT_SERVER_MSG } from '~/features/payments/messages.ts';
import { notConfiguredResponse, stripeClient } from '~/features/payments/stripe-client.server.ts';
import { handleStripeEvent, verifyStripeEvent } from '~/features/payments/webhooks.server.ts';
import { JSON_BODY_LIMIT } from '~/lib/constants.ts';
import { readBodyBytes } from '~/lib/http/body.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/**
 * Stripe webhook. Astro's checkOrigin does not apply: it only rejects cross-site *form* content
 * types, and Stripe posts application/json. The signature over the raw body is the authentication.
 */
export const POST: APIRoute = async ({ request }) => {
  const config = readPaymentsConfig();
  if (!config.secretKey || !config.webhookSecret) return notConfiguredResponse();
  const read = await readBodyBytes(request, JSON_BODY_LIMIT);
  if (!read.ok) return jsonError(read.status, read.status === 413 ? MSG.payloadTooLarge : MSG.badRequest);
  const body = read.bytes;

  const event = verifyStripeEvent(
    stripeClient(config),
    body,
    request.headers.get('stripe-signature'),
    config.webhookSecret,
  );
  if (!event) return jsonError(400, PAYMENT_SERVER_MSG.invalidSignature);
  try {
    const outcome = await handleStripeEvent(getDb(), event);
    return Response.json({ received: true, outcome });
  } catch (error) {
    // Not acknowledged, so Stripe delivers the event again later; nothing was half-applied (one transaction).
    console.error('[payments] webhook failed:', error instanceof Error ? error.message : error);
    return jsonError(503, MSG.serverError);
  }
};
