import { describe, expect, it } from 'vitest';
import { parseStripeForm } from '../support/fake-stripe-server.ts';

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
