import type { APIRoute } from 'astro';
import { FORM_RATE_LIMIT } from '../../../lib/shared/constants.ts';
import { donationSchema } from '../../../lib/shared/donation-schema.ts';
import { getDb } from '../../../lib/server/db.ts';
import { honeypotFilled, readJson } from '../../../lib/server/http.ts';
import { notConfiguredResponse, providerErrorResponse, stripeClient } from '../../../lib/server/payments/client.ts';
import { paymentsEnabled, readPaymentsConfig } from '../../../lib/server/payments/config.ts';
import { createDonationPaymentIntent } from '../../../lib/server/payments/donations.ts';
import { rateLimitResponse } from '../../../lib/server/rate-limit.ts';

export const prerender = false;

/** Starts a donation: a pending row and a Stripe PaymentIntent; answers `{ clientSecret }`. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const config = readPaymentsConfig();
  if (!paymentsEnabled(config)) return notConfiguredResponse();
  const limited = rateLimitResponse('donation', clientAddress, FORM_RATE_LIMIT);
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
