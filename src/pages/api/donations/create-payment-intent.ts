import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { donationSchema } from '~/features/payments/donation-schema.ts';
import { createDonationPaymentIntent } from '~/features/payments/donations.server.ts';
import { paymentRoute } from '~/features/payments/payment-route.server.ts';
import { stripeClient } from '~/features/payments/stripe-client.server.ts';
import { honeypotFilled } from '~/lib/http/http.server.ts';

export const prerender = false;

/** Starts a donation: a pending row and a Stripe PaymentIntent; answers `{ clientSecret }`. */
export const POST: APIRoute = paymentRoute({
  scope: 'donation',
  schema: donationSchema,
  start: async (data, config) => {
    // A bot filled the hidden field: answer like a success that has nothing to pay, write nothing.
    if (honeypotFilled(data)) return Response.json({ clientSecret: null }, { status: 200 });
    const { clientSecret } = await createDonationPaymentIntent(getDb(), stripeClient(config), data);
    return Response.json({ clientSecret }, { status: 201 });
  },
});
