import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentsEnabled, publicPaymentsConfig, readPaymentsConfig } from '~/features/payments/config.server.ts';
import { donationSchema } from '~/features/payments/donation-schema.ts';
import { monthStartIso, toKurus } from '~/features/payments/donations.server.ts';
import { MONTHLY_COSTS, MONTHLY_GOAL_TL } from '~/features/payments/funding.ts';
import { PAYMENT_MSG } from '~/features/payments/messages.ts';
import { findPlan, higherTier, PLANS } from '~/features/payments/plans.ts';
import { subscriptionRequestSchema } from '~/features/payments/subscription-schema.ts';
import { MAX_DONATION_TL, MIN_DONATION_TL } from '~/lib/constants.ts';
import { parseStripeForm } from '../../../tests/support/fake-stripe-server.ts';

describe('donationSchema', () => {
  it('accepts every whole lira amount from the minimum to the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_DONATION_TL, max: MAX_DONATION_TL }),
        (amount) => donationSchema.safeParse({ amount }).success,
      ),
    );
  });

  it("rejects amounts below 5 TL and fractions with 'Minimum donation amount is 5 TL'", () => {
    const bad = fc.oneof(
      fc.integer({ max: MIN_DONATION_TL - 1 }),
      fc.double({ min: -1e6, max: 1e5, noNaN: true }).filter((n) => !Number.isInteger(n)),
    );
    fc.assert(
      fc.property(bad, (amount) => {
        const result = donationSchema.safeParse({ amount });
        return !result.success && result.error.issues[0]!.message === PAYMENT_MSG.invalidAmountText;
      }),
    );
  });

  it('rejects strings, and amounts over the maximum with its own message', () => {
    expect(donationSchema.safeParse({ amount: '50' }).success).toBe(false);
    const huge = donationSchema.safeParse({ amount: MAX_DONATION_TL + 1 });
    expect(huge.success).toBe(false);
    expect(huge.error?.issues[0]?.message).toBe(PAYMENT_MSG.maxAmountText);
  });

  it('defaults donor name and e-mail and treats an empty message as none', () => {
    expect(donationSchema.parse({ amount: 25, donorName: '  ', donorEmail: '', message: '' })).toMatchObject({
      donorName: 'Anonymous',
      donorEmail: 'anonymous',
      message: null,
      showName: false,
    });
    expect(
      donationSchema.parse({ amount: 25, donorName: ' Ali ', donorEmail: 'ali@example.com', message: null }).donorName,
    ).toBe('Ali');
  });
});

describe('subscriptionRequestSchema', () => {
  it('keeps only plan and business, dropping client-sent prices', () => {
    expect(
      subscriptionRequestSchema.parse({ planId: 'elite', businessId: '12', amount: 1, priceId: 'price_x' }),
    ).toEqual({ planId: 'elite', businessId: 12 });
  });
});

describe('plans', () => {
  it('are the three plans of the spec with Premium Plus most popular', () => {
    expect(PLANS.map((p) => [p.id, p.name, p.price, p.popular])).toEqual([
      ['basic', 'Basic Premium', 500, false],
      ['premium', 'Premium Plus', 1000, true],
      ['elite', 'Elite Showcase', 2000, false],
    ]);
    expect(findPlan('basic')?.tier).toBe('standard');
    expect(findPlan('elite')?.tier).toBe('premium');
  });

  it('keeps the higher tier', () => {
    expect(higherTier('free', 'standard')).toBe('standard');
    expect(higherTier('premium', 'standard')).toBe('premium');
  });
});

describe('payments configuration', () => {
  it('is off without keys and never exposes the secret key', () => {
    const config = readPaymentsConfig({});
    expect(paymentsEnabled(config)).toBe(false);
    expect(publicPaymentsConfig(config)).toEqual({
      donations: false,
      subscriptions: { basic: false, premium: false, elite: false },
      publishableKey: null,
    });
  });

  it('sells only the plans that have a price id', () => {
    const config = readPaymentsConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_PRICE_PREMIUM: 'price_p',
      STRIPE_API_PORT: '12111',
    });
    const visible = publicPaymentsConfig(config);
    expect(visible).toEqual({
      donations: true,
      subscriptions: { basic: false, premium: true, elite: false },
      publishableKey: 'pk_test_1',
    });
    expect(JSON.stringify(visible)).not.toContain('sk_test_1');
    expect(config.api.port).toBe(12111);
  });
});

describe('donation figures', () => {
  it('converts lira to kuruş', () => {
    expect(toKurus(5)).toBe(500);
    expect(toKurus(100_000)).toBe(10_000_000);
  });

  it('starts the month at midnight in Türkiye (UTC+3)', () => {
    expect(monthStartIso(new Date('2026-03-31T21:30:00Z'))).toBe('2026-03-31T21:00:00.000Z');
    expect(monthStartIso(new Date('2026-03-31T20:59:00Z'))).toBe('2026-02-28T21:00:00.000Z');
    expect(monthStartIso(new Date('2026-01-15T12:00:00Z'))).toBe('2025-12-31T21:00:00.000Z');
  });

  it('sets the monthly goal to the sum of the cost breakdown', () => {
    expect(MONTHLY_GOAL_TL).toBe(Object.values(MONTHLY_COSTS).reduce((a, b) => a + b, 0));
  });
});

describe('fake Stripe form parsing', () => {
  it('reads nested keys and arrays the way Stripe encodes them', () => {
    expect(parseStripeForm('items[0][price]=p1&expand[0]=a.b&metadata[x]=1&amount=500')).toEqual({
      items: [{ price: 'p1' }],
      expand: ['a.b'],
      metadata: { x: '1' },
      amount: '500',
    });
  });
});
