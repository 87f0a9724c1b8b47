import type Stripe from 'stripe';
import { setListingTier } from '~/features/listings/transitions.server.ts';
import type { SubscriptionTier } from '~/features/listings/vocabulary.ts';
import { type Entitlements, entitlementsOf } from '~/features/payments/entitlements.ts';
import { findPlan, higherTier, type PlanId } from '~/features/payments/plans.ts';
import { idempotencyKey } from '~/features/payments/stripe-client.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { trCollator } from '~/lib/text.ts';

/** Subscription statuses that keep the plan's tier (past_due: Stripe is still retrying the charge). */
const ENTITLED_STATUSES = ['active', 'trialing', 'past_due'] as const;

export class BusinessNotFoundError extends Error {}

/** A signed-in owner asked for a plan on a listing that is not theirs. */
export class NotYourBusinessError extends Error {}

/** The signed-in owner a plan is bought by: the Stripe customer is theirs, one for all their listings. */
export interface PlanOwner {
  id: number;
  email: string;
}

/** The owner's Stripe customer, created once and kept on the account. */
async function ownerCustomer(db: Db, stripe: Stripe, owner: PlanOwner): Promise<string> {
  const user = await db.selectFrom('users').select('stripeCustomerId').where('id', '=', owner.id).executeTakeFirst();
  if (user?.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: owner.email, metadata: { userId: String(owner.id) } },
    { idempotencyKey: idempotencyKey('customer') },
  );
  await db.updateTable('users').set({ stripeCustomerId: customer.id }).where('id', '=', owner.id).execute();
  return customer.id;
}

/**
 * Approved businesses that can be upgraded, for the /subscribe select, in Turkish alphabetical order:
 * a signed-in owner's own listings (`ownerId`), every one for anyone else.
 */
export async function listSubscribableBusinesses(
  db: Db,
  ownerId: number | null = null,
): Promise<{ id: number; name: string; district: string | null; subscriptionTier: string }[]> {
  let query = db
    .selectFrom('businesses')
    .select(['id', 'name', 'district', 'subscriptionTier'])
    .where('status', '=', 'approved');
  if (ownerId !== null) query = query.where('ownerId', '=', ownerId);
  const rows = await query.execute();
  return rows.sort((a, b) => trCollator.compare(a.name, b.name));
}

export interface CreatedSubscription {
  clientSecret: string;
  subscriptionId: string;
  /** Where Stripe sends the payer back: the page knows the payment by its PaymentIntent. */
  returnUrl: string;
}

/** The PaymentIntent id inside a client secret ('pi_123_secret_abc' → 'pi_123'). */
function paymentIntentOf(clientSecret: string): string | null {
  return /^(pi_[A-Za-z0-9]+)_secret_/.exec(clientSecret)?.[1] ?? null;
}

/** The return page of a subscription payment: /business-management?success=true&business=…&payment_intent=…. */
function paymentReturnUrl(businessId: number, paymentIntentId: string | null): string {
  const query = new URLSearchParams({ success: 'true', business: String(businessId) });
  if (paymentIntentId) query.set('payment_intent', paymentIntentId);
  return `/business-management?${query}`;
}

/**
 * Starts a premium subscription for an approved business: a Stripe customer, then a subscription
 * on the plan's price with payment_behavior 'default_incomplete' (nothing is charged until the
 * Payment Element confirms the first invoice's PaymentIntent), then our row linking the two.
 * The tier changes only when the invoice.paid webhook arrives. Like donations, the row is written
 * after the Stripe calls so a Stripe failure leaves nothing behind.
 */
export async function createBusinessSubscription(
  db: Db,
  stripe: Stripe,
  input: { planId: PlanId; businessId: number; priceId: string; userId: number | null; owner?: PlanOwner | null },
): Promise<CreatedSubscription> {
  const business = await db
    .selectFrom('businesses')
    .select(['id', 'name', 'email', 'ownerEmail', 'ownerId'])
    .where('id', '=', input.businessId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (!business) throw new BusinessNotFoundError(String(input.businessId));
  const owner = input.owner ?? null;
  if (owner && business.ownerId !== owner.id) throw new NotYourBusinessError(String(input.businessId));

  const metadata = { businessId: String(business.id), planId: input.planId };
  const customerId = owner
    ? await ownerCustomer(db, stripe, owner)
    : (
        await stripe.customers.create(
          { name: business.name, email: business.ownerEmail ?? business.email ?? undefined, metadata },
          { idempotencyKey: idempotencyKey('customer') },
        )
      ).id;
  const subscription = await stripe.subscriptions.create(
    {
      customer: customerId,
      items: [{ price: input.priceId }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      // Since API 2025-03-31 the first invoice's client secret is exposed as confirmation_secret.
      expand: ['latest_invoice.confirmation_secret'],
      metadata,
    },
    { idempotencyKey: idempotencyKey('subscription') },
  );
  const invoice = subscription.latest_invoice;
  const clientSecret = invoice && typeof invoice !== 'string' ? invoice.confirmation_secret?.client_secret : undefined;
  if (!clientSecret) throw new Error(`Subscription ${subscription.id} has no confirmation secret`);
  const paymentIntentId = paymentIntentOf(clientSecret);

  await db
    .insertInto('businessSubscriptions')
    .values({
      businessId: business.id,
      userId: input.userId ?? business.ownerId,
      planId: input.planId,
      stripeCustomerId: customerId,
      stripeSubscriptionId: subscription.id,
      paymentIntentId,
      status: subscription.status,
    })
    .execute();
  return { clientSecret, subscriptionId: subscription.id, returnUrl: paymentReturnUrl(business.id, paymentIntentId) };
}

/** The plans of a business's entitled subscriptions (paid, on trial or being retried). */
async function entitledPlanIds(db: Db, businessId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('businessSubscriptions')
    .select('planId')
    .where('businessId', '=', businessId)
    .where('status', 'in', [...ENTITLED_STATUSES])
    .execute();
  return rows.map((row) => row.planId);
}

/** What a listing's plan allows (its entitled subscriptions' plans and its tier). */
export async function listingEntitlements(db: Db, businessId: number): Promise<Entitlements> {
  const business = await db
    .selectFrom('businesses')
    .select('subscriptionTier')
    .where('id', '=', businessId)
    .executeTakeFirst();
  return entitlementsOf(await entitledPlanIds(db, businessId), business?.subscriptionTier ?? 'free');
}

/** Tier a business holds: the best plan among its entitled subscriptions, 'free' without one. */
async function computeBusinessTier(db: Db, businessId: number): Promise<SubscriptionTier> {
  const plans = await entitledPlanIds(db, businessId);
  return plans.reduce<SubscriptionTier>((tier, planId) => higherTier(tier, findPlan(planId)?.tier ?? 'free'), 'free');
}

/** Statuses a subscription never leaves: a canceled (deleted) or expired one is never paid again. */
const FINAL_STATUSES = ['canceled', 'incomplete_expired'];

/** What an event says about a subscription besides its status: when it happened, and the paid period's end. */
export interface StatusEvent {
  at?: Date;
  periodEnd?: Date | null;
}

/**
 * Records a subscription's new Stripe status and re-derives the business's tier (and the linked
 * user's stripe ids and tier). Unknown subscriptions are ignored. Call inside a transaction.
 * Stripe does not order deliveries: an event older than the one the status came from changes nothing,
 * and a deleted subscription stays deleted (a late invoice.paid does not revive it).
 */
export async function applySubscriptionStatus(
  db: Db,
  stripeSubscriptionId: string,
  status: string,
  event: StatusEvent = {},
): Promise<boolean> {
  const row = await db
    .selectFrom('businessSubscriptions')
    .selectAll()
    .where('stripeSubscriptionId', '=', stripeSubscriptionId)
    .executeTakeFirst();
  if (!row) return false;
  const at = event.at?.toISOString() ?? null;
  if (at && row.statusAt && at < row.statusAt) return true;
  if (FINAL_STATUSES.includes(row.status) && status !== row.status) return true;
  // A subscription never goes back to incomplete once it left it.
  if (status === 'incomplete' && row.status !== 'incomplete') return true;
  const now = new Date().toISOString();
  await db
    .updateTable('businessSubscriptions')
    .set({
      status,
      updatedAt: now,
      statusAt: at ?? row.statusAt,
      currentPeriodEnd: event.periodEnd ? event.periodEnd.toISOString() : row.currentPeriodEnd,
    })
    .where('id', '=', row.id)
    .execute();
  const tier = await computeBusinessTier(db, row.businessId);
  await setListingTier(db, row.businessId, tier);
  if (row.userId !== null) {
    const entitled = (ENTITLED_STATUSES as readonly string[]).includes(status);
    await db
      .updateTable('users')
      .set({
        stripeCustomerId: row.stripeCustomerId,
        stripeSubscriptionId: entitled ? row.stripeSubscriptionId : null,
        subscriptionTier: entitled ? (findPlan(row.planId)?.tier ?? 'free') : 'free',
        updatedAt: now,
      })
      .where('id', '=', row.userId)
      .execute();
  }
  return true;
}

export interface BusinessSubscriptionState {
  business: { id: number; name: string; tier: SubscriptionTier };
  /** The most recent subscription of the business, if any. */
  subscription: { planId: string; planName: string; status: string; updatedAt: string } | null;
  /** The payment the visitor returned with is one of this business's subscription payments. */
  paymentKnown: boolean;
}

/**
 * What /business-management shows: the business's current tier, its latest subscription, and whether the
 * PaymentIntent the visitor came back with (Stripe adds it to the return address) is one of its payments.
 */
export async function getBusinessSubscriptionState(
  db: Db,
  businessId: number,
  paymentIntentId: string | null = null,
): Promise<BusinessSubscriptionState | null> {
  const business = await db
    .selectFrom('businesses')
    .select(['id', 'name', 'subscriptionTier'])
    .where('id', '=', businessId)
    .executeTakeFirst();
  if (!business) return null;
  const latest = await db
    .selectFrom('businessSubscriptions')
    .select(['planId', 'status', 'updatedAt'])
    .where('businessId', '=', businessId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const payment = paymentIntentId
    ? await db
        .selectFrom('businessSubscriptions')
        .select('id')
        .where('businessId', '=', businessId)
        .where('paymentIntentId', '=', paymentIntentId)
        .executeTakeFirst()
    : undefined;
  return {
    business: { id: business.id, name: business.name, tier: business.subscriptionTier as SubscriptionTier },
    subscription: latest ? { ...latest, planName: findPlan(latest.planId)?.name ?? latest.planId } : null,
    paymentKnown: payment !== undefined,
  };
}
