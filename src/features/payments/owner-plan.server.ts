// The premium plan of an owner's listing as the dashboard shows it, and the way to Stripe's customer
// portal, where the owner changes the card or cancels (the webhooks bring the result back).
import type Stripe from 'stripe';
import { findPlan } from '~/features/payments/plans.ts';
import type { Db } from '~/lib/db/db.server.ts';

export interface ListingPlan {
  planName: string;
  status: string;
  /** The renewal date (ISO), when Stripe told it. */
  currentPeriodEnd: string | null;
}

/** The latest subscription of a listing, or null when it never had one. */
export async function listingPlan(db: Db, businessId: number): Promise<ListingPlan | null> {
  const row = await db
    .selectFrom('businessSubscriptions')
    .select(['planId', 'status', 'currentPeriodEnd'])
    .where('businessId', '=', businessId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return {
    planName: findPlan(row.planId)?.name ?? row.planId,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
  };
}

/** The owner's Stripe customer: kept on the account, else the one of their latest subscription. */
async function customerOf(db: Db, userId: number): Promise<string | null> {
  const user = await db.selectFrom('users').select('stripeCustomerId').where('id', '=', userId).executeTakeFirst();
  if (user?.stripeCustomerId) return user.stripeCustomerId;
  const row = await db
    .selectFrom('businessSubscriptions')
    .select('stripeCustomerId')
    .where('userId', '=', userId)
    .where('stripeCustomerId', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.stripeCustomerId ?? null;
}

/** A customer-portal session for the owner (Stripe's address to send them to); null without a customer. */
export async function billingPortalUrl(
  db: Db,
  stripe: Stripe,
  userId: number,
  returnUrl: string,
): Promise<string | null> {
  const customer = await customerOf(db, userId);
  if (!customer) return null;
  const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl, locale: 'tr' });
  return session.url;
}
