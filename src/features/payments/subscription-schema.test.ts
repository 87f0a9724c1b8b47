import { describe, expect, it } from 'vitest';
import { subscriptionRequestSchema } from '~/features/payments/subscription-schema.ts';

describe('subscriptionRequestSchema', () => {
  it('keeps only plan and business, dropping client-sent prices', () => {
    expect(
      subscriptionRequestSchema.parse({ planId: 'elite', businessId: '12', amount: 1, priceId: 'price_x' }),
    ).toEqual({ planId: 'elite', businessId: 12 });
  });
});
