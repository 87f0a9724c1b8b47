import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { donationSchema } from '~/features/payments/donation-schema.ts';
import { PAYMENT_MSG } from '~/features/payments/messages.ts';
import { MAX_DONATION_TL, MIN_DONATION_TL } from '~/lib/constants.ts';

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
