import { PAYMENT_MSG } from '~/features/payments/messages.ts';

/** Shown instead of a payment form when the site has no Stripe keys. */
export default function NotConfiguredNotice() {
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-900" role="status">
      <p className="font-semibold">{PAYMENT_MSG.notConfiguredTitle}</p>
      <p className="mt-1 text-sm">{PAYMENT_MSG.notConfigured}</p>
    </div>
  );
}
