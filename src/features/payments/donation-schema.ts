import { ANONYMOUS_EMAIL, ANONYMOUS_NAME } from '~/features/payments/funding.ts';
import { PAYMENT_MSG } from '~/features/payments/messages.ts';
import { DONATION_MESSAGE_MAX, HONEYPOT_FIELD, MAX_DONATION_TL, MIN_DONATION_TL } from '~/lib/constants.ts';
import { z } from '~/lib/zod.ts';

const optionalText = (max: number, fallback: string) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, PAYMENT_MSG.fieldTooLong))),
    z.transform((value: string | undefined) => (value ? value : fallback)),
  );

/**
 * Donation request of POST /api/donations/create-payment-intent and the /donations form.
 * The amount is whole Turkish lira (the server converts to kuruş); anything that is not a whole
 * number between MIN_DONATION_TL and MAX_DONATION_TL gets the spec's 'Minimum donation amount' message.
 */
export const donationSchema = z.object({
  amount: z
    .number({ error: PAYMENT_MSG.invalidAmountText })
    .check(
      z.int(PAYMENT_MSG.invalidAmountText),
      z.gte(MIN_DONATION_TL, PAYMENT_MSG.invalidAmountText),
      z.lte(MAX_DONATION_TL, PAYMENT_MSG.maxAmountText),
    ),
  donorName: optionalText(100, ANONYMOUS_NAME),
  donorEmail: z.pipe(
    z.optional(
      z.union([z.literal(''), z.literal(ANONYMOUS_EMAIL), z.email(PAYMENT_MSG.invalidEmail).check(z.maxLength(254))]),
    ),
    z.transform((value: string | undefined) => (value ? value : ANONYMOUS_EMAIL)),
  ),
  message: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(DONATION_MESSAGE_MAX, PAYMENT_MSG.messageTooLong))),
    z.transform((v: string | null | undefined) => v || null),
  ),
  /** The donor allows their name (and message) on the public supporters list. */
  showName: z._default(z.optional(z.boolean()), false),
  [HONEYPOT_FIELD]: z.optional(z.string()),
});

export type Donation = z.output<typeof donationSchema>;
