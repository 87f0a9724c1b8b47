import Stripe from 'stripe';
import { setDonationStatus } from '~/features/payments/donations.server.ts';
import { applySubscriptionStatus } from '~/features/payments/subscriptions.server.ts';
import type { Db } from '~/lib/db/db.server.ts';

/** Stripe allows 5 minutes between signing and receipt by default; we keep that tolerance. */
const SIGNATURE_TOLERANCE_S = 300;

/**
 * Verifies the Stripe-Signature header against the raw body. Returns the event, or null for a
 * missing, malformed, stale or forged signature.
 */
export function verifyStripeEvent(
  stripe: Stripe,
  rawBody: Uint8Array,
  signature: string | null,
  secret: string,
): Stripe.Event | null {
  if (!signature) return null;
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_S);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
    throw error;
  }
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  if (!subscription) return null;
  return typeof subscription === 'string' ? subscription : subscription.id;
}

/** The end of a subscription's paid period (on its items since API 2025-03-31), if known. */
function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items?.data?.map((item) => item.current_period_end).filter((end) => end > 0) ?? [];
  return ends.length > 0 ? new Date(Math.min(...ends) * 1000) : null;
}

/** The end of the period an invoice paid for, from its subscription line. */
function paidUntil(invoice: Stripe.Invoice): Date | null {
  const ends = invoice.lines?.data?.map((line) => line.period?.end ?? 0).filter((end) => end > 0) ?? [];
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}

/**
 * Applies one verified event exactly once: the event id goes into stripe_events in the same
 * transaction as its effect, so a redelivered event (or two deliveries racing) changes nothing more.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<WebhookOutcome> {
  const at = new Date(event.created * 1000);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('stripeEvents')
      .values({ id: event.id, type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return 'duplicate';

    switch (event.type) {
      // Subscription invoices have PaymentIntents too; those match no donation and are ignored here.
      case 'payment_intent.succeeded':
        return (await setDonationStatus(trx, event.data.object.id, 'succeeded')) > 0 ? 'processed' : 'ignored';
      case 'payment_intent.payment_failed':
        return (await setDonationStatus(trx, event.data.object.id, 'failed')) > 0 ? 'processed' : 'ignored';
      case 'invoice.paid': {
        const subscriptionId = subscriptionIdOf(event.data.object);
        if (!subscriptionId) return 'ignored';
        const paid = { at, periodEnd: paidUntil(event.data.object) };
        return (await applySubscriptionStatus(trx, subscriptionId, 'active', paid)) ? 'processed' : 'ignored';
      }
      case 'customer.subscription.updated': {
        // active/trialing grant the tier (past_due keeps it while Stripe retries); canceled, unpaid,
        // incomplete_expired and paused clear it.
        const subscription = event.data.object;
        const state = { at, periodEnd: periodEndOf(subscription) };
        return (await applySubscriptionStatus(trx, subscription.id, subscription.status, state))
          ? 'processed'
          : 'ignored';
      }
      case 'customer.subscription.deleted':
        return (await applySubscriptionStatus(trx, event.data.object.id, 'canceled', { at })) ? 'processed' : 'ignored';
      default:
        return 'ignored';
    }
  });
}
