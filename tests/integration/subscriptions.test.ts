import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_MSG, PAYMENT_SERVER_MSG } from '~/features/payments/messages.ts';
import { getBusinessSubscriptionState } from '~/features/payments/subscriptions.server.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';
import * as createSubscription from '~/pages/api/create-subscription.ts';
import * as paymentBusinesses from '~/pages/api/payments/businesses.ts';
import * as paymentsConfig from '~/pages/api/payments/config.ts';
import * as webhook from '~/pages/api/stripe/webhook.ts';
import { callEndpoint } from '../support/api.ts';
import { FAKE_PRICES, fakeEvent, signPayload, startFakeStripe } from '../support/fake-stripe-server.ts';
import { firstApprovedListingId } from '../support/first-approved-listing.ts';
import { withServer, withTestDb } from '../support/lifecycle.ts';
import { countRows, insertRow } from '../support/rows.ts';

const stripe = withServer(startFakeStripe, (server) => server.env());
const t = withTestDb({ seed: true });
let approvedId: number;
let pendingId: number;

beforeAll(async () => {
  const pick = async (status: string) =>
    (
      await t.db
        .selectFrom('businesses')
        .select('id')
        .where('status', '=', status)
        .where('subscriptionTier', '=', 'free')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  approvedId = await pick('approved');
  pendingId = await pick('pending');
});
beforeEach(() => resetRateLimits());

const subscribe = (body: unknown, headers?: Record<string, string>) =>
  callEndpoint(createSubscription.POST, '/api/create-subscription', { body, headers });
const deliver = async (type: string, object: Record<string, unknown>) => {
  const event = fakeEvent(type, object);
  const res = await callEndpoint(webhook.POST, '/api/stripe/webhook', {
    rawBody: event.body,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signPayload(event.body) },
  });
  expect(res.status).toBe(200);
  return res.json.outcome as string;
};
const tierOf = async (id: number) =>
  (await t.db.selectFrom('businesses').select('subscriptionTier').where('id', '=', id).executeTakeFirstOrThrow())
    .subscriptionTier;
const subscriptionCount = () => countRows(t.db, 'businessSubscriptions');
const invoicePaid = (subscriptionId: string) => ({
  id: `in_${subscriptionId}`,
  object: 'invoice',
  status: 'paid',
  parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
});

describe('POST /api/create-subscription', () => {
  it('creates customer and incomplete subscription on the plan price and stores the row', async () => {
    const res = await subscribe({ planId: 'premium', businessId: approvedId });
    expect(res.status).toBe(201);
    expect(res.json.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(res.json.subscriptionId).toMatch(/^sub_/);
    const paymentIntent = String(res.json.clientSecret).split('_secret_')[0];
    expect(res.json.returnUrl).toBe(
      `/business-management?success=true&business=${approvedId}&payment_intent=${paymentIntent}`,
    );

    const [customerCall, subscriptionCall] = stripe.requests.slice(-2);
    expect(customerCall!.path).toBe('/v1/customers');
    expect(customerCall!.idempotencyKey).toMatch(/^customer-/);
    expect(subscriptionCall!.path).toBe('/v1/subscriptions');
    expect(subscriptionCall!.idempotencyKey).toMatch(/^subscription-/);
    expect(subscriptionCall!.body).toMatchObject({
      payment_behavior: 'default_incomplete',
      items: [{ price: FAKE_PRICES.premium }],
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { businessId: String(approvedId), planId: 'premium' },
    });

    const row = await t.db
      .selectFrom('businessSubscriptions')
      .selectAll()
      .where('stripeSubscriptionId', '=', res.json.subscriptionId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      businessId: approvedId,
      planId: 'premium',
      status: 'incomplete',
      paymentIntentId: paymentIntent,
    });
    // The return page knows this payment for this business only; a bare ?success=true claims nothing.
    expect((await getBusinessSubscriptionState(t.db, approvedId, paymentIntent))?.paymentKnown).toBe(true);
    expect((await getBusinessSubscriptionState(t.db, approvedId, null))?.paymentKnown).toBe(false);
    expect((await getBusinessSubscriptionState(t.db, approvedId, 'pi_someone_else'))?.paymentKnown).toBe(false);
    const other = await t.db
      .selectFrom('businesses')
      .select('id')
      .where('id', '!=', approvedId)
      .executeTakeFirstOrThrow();
    expect((await getBusinessSubscriptionState(t.db, other.id, paymentIntent))?.paymentKnown).toBe(false);
    expect(row.stripeCustomerId).toMatch(/^cus_/);
    // Nothing is granted before the payment goes through.
    expect(await tierOf(approvedId)).toBe('free');
  });

  it('ignores a client-sent amount and price: the plan decides the price', async () => {
    const res = await subscribe({
      planId: 'basic',
      businessId: approvedId,
      amount: 1,
      priceId: FAKE_PRICES.elite,
      planName: 'Elite Showcase',
    });
    expect(res.status).toBe(201);
    const call = stripe.requests.at(-1)!;
    expect(call.body.items).toEqual([{ price: FAKE_PRICES.basic }]);
    expect(JSON.stringify(call.body)).not.toContain('amount');
    expect(JSON.stringify(call.body)).not.toContain(FAKE_PRICES.elite);
  });

  it.each([
    ['an unknown plan', { planId: 'gold', businessId: 1 }, PAYMENT_SERVER_MSG.unknownPlan],
    ['a missing business', { planId: 'basic' }, PAYMENT_MSG.businessRequired],
    ['a non-numeric business', { planId: 'basic', businessId: 'abc' }, PAYMENT_MSG.businessRequired],
  ])('rejects %s with 400 and writes nothing', async (_label, body, message) => {
    const before = await subscriptionCount();
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(message);
    expect(await subscriptionCount()).toBe(before);
  });

  it('answers 404 for an unknown or not yet approved business, without calling Stripe', async () => {
    const calls = stripe.requests.length;
    for (const businessId of [999_999, pendingId]) {
      const res = await subscribe({ planId: 'elite', businessId });
      expect(res.status).toBe(404);
      expect(res.json.error).toBe(PAYMENT_SERVER_MSG.businessNotFound);
    }
    expect(stripe.requests.length).toBe(calls);
  });

  it('leaves no row when Stripe fails', async () => {
    const before = await subscriptionCount();
    stripe.failNext('/v1/subscriptions');
    const res = await subscribe({ planId: 'elite', businessId: approvedId });
    expect(res.status).toBe(502);
    expect(await subscriptionCount()).toBe(before);
  });

  it('refuses a call from another site', async () => {
    const res = await subscribe({ planId: 'basic', businessId: approvedId }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe(MSG.crossOrigin);
  });

  it('answers 503 with the Turkish message without keys, or without the plan price', async () => {
    const env = { ...process.env };
    try {
      delete process.env.STRIPE_PRICE_ELITE;
      const noPrice = await subscribe({ planId: 'elite', businessId: approvedId });
      expect(noPrice.status).toBe(503);
      delete process.env.STRIPE_SECRET_KEY;
      delete process.env.PUBLIC_STRIPE_PUBLISHABLE_KEY;
      const noKeys = await subscribe({ planId: 'basic', businessId: approvedId });
      expect(noKeys.status).toBe(503);
      expect(noKeys.json.error).toBe(PAYMENT_MSG.notConfigured);
      const config = await callEndpoint(paymentsConfig.GET, '/api/payments/config');
      expect(config.json).toEqual({
        donations: false,
        subscriptions: { basic: false, premium: false, elite: false },
        publishableKey: null,
      });
    } finally {
      process.env = env;
    }
  });
});

describe('subscription webhooks', () => {
  it('sets the tier after invoice.paid and clears it after customer.subscription.deleted', async () => {
    const created = await subscribe({ planId: 'premium', businessId: approvedId });
    const subscriptionId = created.json.subscriptionId as string;
    expect(await tierOf(approvedId)).toBe('free');

    expect(await deliver('invoice.paid', invoicePaid(subscriptionId))).toBe('processed');
    expect(await tierOf(approvedId)).toBe('premium');
    const row = await t.db
      .selectFrom('businessSubscriptions')
      .select('status')
      .where('stripeSubscriptionId', '=', subscriptionId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');

    expect(
      await deliver('customer.subscription.deleted', {
        id: subscriptionId,
        object: 'subscription',
        status: 'canceled',
      }),
    ).toBe('processed');
    expect(await tierOf(approvedId)).toBe('free');
  });

  it('follows customer.subscription.updated: active sets, unpaid clears', async () => {
    const created = await subscribe({ planId: 'basic', businessId: approvedId });
    const subscriptionId = created.json.subscriptionId as string;
    await deliver('customer.subscription.updated', { id: subscriptionId, object: 'subscription', status: 'active' });
    expect(await tierOf(approvedId)).toBe('standard');
    await deliver('customer.subscription.updated', { id: subscriptionId, object: 'subscription', status: 'unpaid' });
    expect(await tierOf(approvedId)).toBe('free');
  });

  it('keeps the tier when a stale incomplete update arrives after the payment', async () => {
    const created = await subscribe({ planId: 'premium', businessId: approvedId });
    const subscriptionId = created.json.subscriptionId as string;
    await deliver('invoice.paid', invoicePaid(subscriptionId));
    await deliver('customer.subscription.updated', {
      id: subscriptionId,
      object: 'subscription',
      status: 'incomplete',
    });
    expect(await tierOf(approvedId)).toBe('premium');
    await deliver('customer.subscription.deleted', { id: subscriptionId, object: 'subscription', status: 'canceled' });
    expect(await tierOf(approvedId)).toBe('free');
  });

  it("updates the linked user's stripe ids and tier", async () => {
    const userId = await insertRow(t.db, 'users', { username: 'isletmeci', email: 'sahip@example.com' });
    const businessId = await firstApprovedListingId(t.db, (eb) => eb('id', '!=', approvedId));
    await t.db.updateTable('businesses').set({ ownerId: userId }).where('id', '=', businessId).execute();
    const created = await subscribe({ planId: 'elite', businessId });
    await deliver('invoice.paid', invoicePaid(created.json.subscriptionId));
    const linked = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(linked).toMatchObject({ stripeSubscriptionId: created.json.subscriptionId, subscriptionTier: 'premium' });
    expect(linked.stripeCustomerId).toMatch(/^cus_/);
    expect(await tierOf(businessId)).toBe('premium');
  });

  it('records events for unknown subscriptions without changing anything', async () => {
    expect(await deliver('invoice.paid', invoicePaid('sub_unknown'))).toBe('ignored');
    expect(await deliver('charge.refunded', { id: 'ch_1', object: 'charge' })).toBe('ignored');
  });
});

describe('GET /api/payments/businesses and /api/payments/config', () => {
  it('lists approved businesses only, in Turkish order', async () => {
    const res = await callEndpoint(paymentBusinesses.GET, '/api/payments/businesses');
    const ids = res.json.businesses.map((b: { id: number }) => b.id);
    expect(ids).toContain(approvedId);
    expect(ids).not.toContain(pendingId);
    const names = res.json.businesses.map((b: { name: string }) => b.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'tr')));
  });

  it('reports the publishable key and the sellable plans when configured', async () => {
    const res = await callEndpoint(paymentsConfig.GET, '/api/payments/config');
    expect(res.json).toEqual({
      donations: true,
      subscriptions: { basic: true, premium: true, elite: true },
      publishableKey: 'pk_test_fake_adiyaman',
    });
  });
});
