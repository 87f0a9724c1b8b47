import { type ComponentProps, lazy, Suspense } from 'react';

// Stripe's payment step (Stripe.js's loader with it) is fetched when the visitor sends the form that
// leads to it, not with the page: the form calls `loadPaymentStep` alongside its request.
export const loadPaymentStep = () => import('~/features/payments/StripePaymentForm.tsx');
const StripePaymentForm = lazy(loadPaymentStep);

/** StripePaymentForm, fetched on first use (by then already loaded by `loadPaymentStep`). */
export function PaymentStep(props: ComponentProps<typeof StripePaymentForm>) {
  return (
    <Suspense>
      <StripePaymentForm {...props} />
    </Suspense>
  );
}
