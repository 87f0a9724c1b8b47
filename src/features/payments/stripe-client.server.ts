import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { PaymentsConfig } from '~/features/payments/config.server.ts';
import { PAYMENT_MSG, PAYMENT_SERVER_MSG } from '~/features/payments/messages.ts';
import { jsonError } from '~/lib/http/http.server.ts';

let cached: { signature: string; client: Stripe } | undefined;

/** The Stripe client for this configuration (one per key and API address, reused across requests). */
export function stripeClient(config: PaymentsConfig): Stripe {
  if (!config.secretKey) throw new Error('STRIPE_SECRET_KEY is not set');
  const signature = JSON.stringify([config.secretKey, config.api]);
  if (cached?.signature !== signature) {
    cached = {
      signature,
      client: new Stripe(config.secretKey, {
        ...config.api,
        // Retries reuse the idempotency key we pass, so a retried create never charges twice.
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
      }),
    };
  }
  return cached.client;
}

/** A fresh idempotency key for one create call, prefixed with what it creates (readable in the dashboard). */
export function idempotencyKey(purpose: string): string {
  return `${purpose}-${randomUUID()}`;
}

/** 503 with the Turkish "payment system not configured" message. */
export function notConfiguredResponse(): Response {
  return jsonError(503, PAYMENT_MSG.notConfigured);
}

/** 502 for a Stripe call that failed (network or API error); details go to the server log only. */
export function providerErrorResponse(error: unknown): Response {
  console.error('[payments] Stripe call failed:', error instanceof Error ? error.message : error);
  return jsonError(502, PAYMENT_SERVER_MSG.providerError);
}
