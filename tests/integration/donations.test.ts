import { beforeEach, describe, expect, it } from 'vitest';
import { MONTHLY_GOAL_TL } from '~/features/payments/funding.ts';
import { PAYMENT_MSG, PAYMENT_SERVER_MSG } from '~/features/payments/messages.ts';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import * as createIntent from '~/pages/api/donations/create-payment-intent.ts';
import * as stats from '~/pages/api/donations/stats.ts';
import * as webhook from '~/pages/api/stripe/webhook.ts';
import { callEndpoint } from '../support/api.ts';
import { fakeEvent, signPayload, startFakeStripe } from '../support/fake-stripe-server.ts';
import { withServer, withTestDb } from '../support/lifecycle.ts';
import { countRows } from '../support/rows.ts';

const stripe = withServer(startFakeStripe, (server) => server.env());
const t = withTestDb();

beforeEach(() => resetRateLimits());

const donationCount = () => countRows(t.db, 'donations');
/** The donation row of a payment intent, found by its client secret. */
const storedDonation = (clientSecret: string) =>
  t.db
    .selectFrom('donations')
    .selectAll()
    .where('paymentIntentId', '=', clientSecret.split('_secret_')[0] ?? '')
    .executeTakeFirstOrThrow();
const donate = (body: unknown) => callEndpoint(createIntent.POST, '/api/donations/create-payment-intent', { body });
const postEvent = (body: string, signature?: string) =>
  callEndpoint(webhook.POST, '/api/stripe/webhook', {
    rawBody: body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
  });
const getStats = async () => (await callEndpoint(stats.GET, '/api/donations/stats')).json;

describe('POST /api/donations/create-payment-intent', () => {
  it.each([
    ['4 TL', 4, PAYMENT_MSG.invalidAmountText],
    ['4.5 TL', 4.5, PAYMENT_MSG.invalidAmountText],
    ["'abc'", 'abc', PAYMENT_MSG.invalidAmountText],
    ['a negative amount', -50, PAYMENT_MSG.invalidAmountText],
    ['a missing amount', undefined, PAYMENT_MSG.invalidAmountText],
    ['a huge amount', 10_000_000_000, PAYMENT_MSG.maxAmountText],
  ])('rejects %s with 400 and writes nothing', async (_label, amount, message) => {
    const before = stripe.requests.length;
    const res = await donate({ amount, donorName: 'Ayşe' });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(message);
    expect(res.json.issues[0].path).toBe('amount');
    expect(await donationCount()).toBe(0);
    expect(stripe.requests.length).toBe(before);
  });

  it('rejects a message over 500 characters and a malformed e-mail', async () => {
    expect((await donate({ amount: 50, message: 'x'.repeat(501) })).json.error).toBe(PAYMENT_MSG.messageTooLong);
    expect((await donate({ amount: 50, donorEmail: 'not-an-email' })).status).toBe(400);
    expect(await donationCount()).toBe(0);
  });

  it('stores a pending donation and returns the client secret from Stripe, amount in kuruş', async () => {
    const res = await donate({ amount: 50 });
    expect(res.status).toBe(201);
    const call = stripe.requests.at(-1)!;
    expect(call.path).toBe('/v1/payment_intents');
    expect(call.body).toMatchObject({ amount: '5000', currency: 'try' });
    expect(call.idempotencyKey).toMatch(/^donation-/);
    expect(res.json.clientSecret).toMatch(/^pi_.+_secret_/);
    const row = await storedDonation(res.json.clientSecret);
    expect(row).toMatchObject({
      amountKurus: 5000,
      currency: 'try',
      status: 'pending',
      donorName: 'Anonymous',
      donorEmail: 'anonymous',
      showName: 0,
      message: null,
    });
  });

  it("stores the donor's name, e-mail, message and consent as given", async () => {
    const given = { donorName: 'Ayşe Demir', donorEmail: 'ayse@example.com', message: 'Başarılar' };
    const res = await donate({ amount: 120, ...given, showName: true });
    expect(res.status).toBe(201);
    const row = await storedDonation(res.json.clientSecret);
    expect(row).toMatchObject({ ...given, amountKurus: 12_000, showName: 1, status: 'pending' });
    expect(stripe.requests.at(-1)!.body.receipt_email).toBe('ayse@example.com');
  });

  it('answers 415 for a non-JSON body and 400 for malformed JSON', async () => {
    const form = await callEndpoint(createIntent.POST, '/api/donations/create-payment-intent', {
      rawBody: 'amount=50',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const broken = await callEndpoint(createIntent.POST, '/api/donations/create-payment-intent', {
      rawBody: '{"amount":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
  });

  it('leaves no row when Stripe refuses the payment intent', async () => {
    const before = await donationCount();
    stripe.failNext('/v1/payment_intents');
    const res = await donate({ amount: 75 });
    expect(res.status).toBe(502);
    expect(res.json.error).toBe(PAYMENT_SERVER_MSG.providerError);
    expect(await donationCount()).toBe(before);
  });

  it('pretends success without writing when the honeypot is filled', async () => {
    const before = await donationCount();
    const calls = stripe.requests.length;
    const res = await donate({ amount: 50, [HONEYPOT_FIELD]: 'spam' });
    expect(res.status).toBe(200);
    expect(await donationCount()).toBe(before);
    expect(stripe.requests.length).toBe(calls);
  });

  it('answers 503 with the Turkish message when Stripe is not configured', async () => {
    const key = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    try {
      const res = await donate({ amount: 50 });
      expect(res.status).toBe(503);
      expect(res.json.error).toBe(PAYMENT_MSG.notConfigured);
      expect(res.json.error).toContain('Ödeme sistemi yapılandırılmamış');
    } finally {
      process.env.STRIPE_SECRET_KEY = key;
    }
  });
});

describe('donation webhooks and stats', () => {
  const paymentIntentOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

  it('counts only succeeded donations, once per event, and hides names unless allowed', async () => {
    const initial = await getStats();
    expect(initial.stats).toMatchObject({
      monthlyGoal: MONTHLY_GOAL_TL,
      totalRaised: 0,
      donorCount: 0,
      averageDonation: 0,
      topDonations: [],
    });
    expect(initial.transparency.fundingGoals.length).toBeGreaterThan(0);

    const named = await donate({ amount: 250, donorName: 'Mehmet Yılmaz', message: 'Kolay gelsin', showName: true });
    const hidden = await donate({ amount: 100, donorName: 'Gizli Kişi', message: 'İsmim görünmesin' });
    const succeeded = fakeEvent('payment_intent.succeeded', {
      id: paymentIntentOf(named.json.clientSecret),
      object: 'payment_intent',
      status: 'succeeded',
    });
    const first = await postEvent(succeeded.body, signPayload(succeeded.body));
    expect(first.status).toBe(200);
    expect(first.json.outcome).toBe('processed');
    // The same event delivered again changes nothing.
    const again = await postEvent(succeeded.body, signPayload(succeeded.body));
    expect(again.json.outcome).toBe('duplicate');

    const hiddenEvent = fakeEvent('payment_intent.succeeded', {
      id: paymentIntentOf(hidden.json.clientSecret),
      object: 'payment_intent',
    });
    expect((await postEvent(hiddenEvent.body, signPayload(hiddenEvent.body))).status).toBe(200);

    const after = await getStats();
    expect(after.stats.totalRaised).toBe(350);
    expect(after.stats.donorCount).toBe(2);
    expect(after.stats.averageDonation).toBe(175);
    expect(after.stats.progressPercentage).toBe(Math.round((350 / MONTHLY_GOAL_TL) * 100));
    expect(after.stats.topDonations).toEqual([
      { donorName: 'Mehmet Yılmaz', amount: 250, message: 'Kolay gelsin' },
      { donorName: 'Anonymous', amount: 100, message: null },
    ]);
  });

  it('ignores an unsigned, a tampered and a wrongly signed event', async () => {
    const res = await donate({ amount: 500 });
    const before = await getStats();
    const event = fakeEvent('payment_intent.succeeded', {
      id: paymentIntentOf(res.json.clientSecret),
      object: 'payment_intent',
    });

    const unsigned = await postEvent(event.body);
    expect(unsigned.status).toBe(400);
    expect(unsigned.json.error).toBe(PAYMENT_SERVER_MSG.invalidSignature);
    const tampered = await postEvent(
      event.body.replace('"livemode":false', '"livemode":true'),
      signPayload(event.body),
    );
    expect(tampered.status).toBe(400);
    expect((await postEvent(event.body, signPayload(event.body, 'whsec_someone_else'))).status).toBe(400);

    expect(await getStats()).toEqual(before);
    expect(
      await t.db.selectFrom('stripeEvents').select('id').where('id', '=', event.id).executeTakeFirst(),
    ).toBeUndefined();
    const row = await t.db
      .selectFrom('donations')
      .select('status')
      .where('paymentIntentId', '=', paymentIntentOf(res.json.clientSecret))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('marks a donation failed on payment_intent.payment_failed, and a succeeded one never goes back', async () => {
    const res = await donate({ amount: 30 });
    const pi = paymentIntentOf(res.json.clientSecret);
    const failed = fakeEvent('payment_intent.payment_failed', { id: pi, object: 'payment_intent' });
    await postEvent(failed.body, signPayload(failed.body));
    const status = async () =>
      (await t.db.selectFrom('donations').select('status').where('paymentIntentId', '=', pi).executeTakeFirstOrThrow())
        .status;
    expect(await status()).toBe('failed');
    const retried = fakeEvent('payment_intent.succeeded', { id: pi, object: 'payment_intent' });
    await postEvent(retried.body, signPayload(retried.body));
    expect(await status()).toBe('succeeded');
    const lateFailure = fakeEvent('payment_intent.payment_failed', { id: pi, object: 'payment_intent' });
    await postEvent(lateFailure.body, signPayload(lateFailure.body));
    expect(await status()).toBe('succeeded');
  });

  it('answers 503 without a webhook secret', async () => {
    const secret = process.env.STRIPE_WEBHOOK_SECRET;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    try {
      const event = fakeEvent('payment_intent.succeeded', { id: 'pi_x', object: 'payment_intent' });
      const res = await postEvent(event.body, signPayload(event.body));
      expect(res.status).toBe(503);
      expect(res.json.error).toBe(PAYMENT_MSG.notConfigured);
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = secret;
    }
  });
});
