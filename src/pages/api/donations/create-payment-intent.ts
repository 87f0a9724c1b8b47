import type { APIRoute } from 'astro';
import { paymentsEnabled, readPaymentsConfig } from '~/features/payments/config.server.ts';
import { donationSchema } from '~/features/payments/donation-schema.ts';
import { createDonationPaymentIntent } from '~/features/payments/donations.server.ts';
import {
  notConfiguredResponse,
  providerErrorResponse,
  stripeClient,
} from '~/features/payments/stripe-client.server.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import { honeypotFilled, readJson } from '~/lib/http/http.server.ts';
import { RATE_LIMITS, rateLimitResponse } from '~/lib/http/rate-limit.server.ts';

export const prerender = false;

/** Starts a donation: a pending row and a Stripe PaymentIntent; answers `{ clientSecret }`. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const config = readPaymentsConfig();
  if (!paymentsEnabled(config)) return notConfiguredResponse();
  const limited = await rateLimitResponse('donation', clientIp({ request, clientAddress }), RATE_LIMITS.forms());
  if (limited) return limited;
  const parsed = await readJson(request, donationSchema);
  if (!parsed.ok) return parsed.response;
  // A bot filled the hidden field: answer like a success that has nothing to pay, write nothing.
  if (honeypotFilled(parsed.data)) return Response.json({ clientSecret: null }, { status: 200 });
  try {
    const { clientSecret } = await createDonationPaymentIntent(getDb(), stripeClient(config), parsed.data);
    return Response.json({ clientSecret }, { status: 201 });
  } catch (error) {
    return providerErrorResponse(error);
  }
};
