import { PAYMENT_MSG } from '~/features/payments/messages.ts';
import { showToast } from '~/lib/client/toast.ts';

/** A step of the donation or subscription flow that failed, as a red toast (SPEC §8). */
export function showPaymentFailure(title: string, description: string): void {
  showToast({ title, description, variant: 'destructive' });
}

/** Stripe refused the payment: its own text under the spec's title (StripePaymentForm's `onFailure`). */
export function showPaymentRefused(text: string): void {
  showPaymentFailure(PAYMENT_MSG.paymentFailedTitle, text);
}
