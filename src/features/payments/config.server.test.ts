import { describe, expect, it } from 'vitest';
import { paymentsEnabled, publicPaymentsConfig, readPaymentsConfig } from '~/features/payments/config.server.ts';

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
