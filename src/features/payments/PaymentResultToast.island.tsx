import { useEffect } from 'react';
import { PAYMENT_MSG } from '~/features/payments/messages.ts';
import { showToast } from '~/lib/client/toast.ts';

export interface Props {
  /** Outcome Stripe reported when it sent the visitor back here. */
  outcome: 'succeeded' | 'failed';
}

/** Shows the SPEC §8 payment toast once, on the page Stripe returns to. */
export default function PaymentResultToast({ outcome }: Props) {
  useEffect(() => {
    if (outcome === 'succeeded')
      showToast({ title: PAYMENT_MSG.paymentSuccessTitle, description: PAYMENT_MSG.paymentSuccessText });
    else
      showToast({
        title: PAYMENT_MSG.paymentFailedTitle,
        description: PAYMENT_MSG.paymentFailedReturnText,
        variant: 'destructive',
      });
  }, [outcome]);
  return null;
}
