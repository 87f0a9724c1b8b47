import { z } from 'zod';
import { DONATION_MESSAGE_MAX, HONEYPOT_FIELD, MAX_DONATION_TL, MIN_DONATION_TL } from './constants.ts';
import { ANONYMOUS_EMAIL, ANONYMOUS_NAME } from './funding.ts';
import { PAYMENT_MSG } from './payments-messages.ts';


const optionalText = (max: number, fallback: string) =>
  z
    .string()
    .trim()
    .max(max, PAYMENT_MSG.fieldTooLong)
    .optional()
    .transform((value) => (value ? value : fallback));

/**
 * Donation request of POST /api/donations/create-payment-intent and the /donations form.
 * The amount is whole Turkish lira (the server converts to kuruş); anything that is not a whole
 * number between MIN_DONATION_TL and MAX_DONATION_TL gets the spec's 'Minimum donation amount' message.
 */
export const donationSchema = z.object({
  amount: z
    .number({ error: PAYMENT_MSG.invalidAmountText })
    .int(PAYMENT_MSG.invalidAmountText)
    .min(MIN_DONATION_TL, PAYMENT_MSG.invalidAmountText)
    .max(MAX_DONATION_TL, PAYMENT_MSG.maxAmountText),
  donorName: optionalText(100, ANONYMOUS_NAME),
  donorEmail: z
    .union([z.literal(''), z.literal(ANONYMOUS_EMAIL), z.email(PAYMENT_MSG.invalidEmail).max(254)])
    .optional()
    .transform((value) => (value ? value : ANONYMOUS_EMAIL)),
  message: z.string().trim().max(DONATION_MESSAGE_MAX, PAYMENT_MSG.messageTooLong).nullish().transform((v) => v || null),
  /** The donor allows their name (and message) on the public supporters list. */
  showName: z.boolean().optional().default(false),
  [HONEYPOT_FIELD]: z.string().optional(),
});

export type DonationInput = z.input<typeof donationSchema>;
export type Donation = z.output<typeof donationSchema>;
