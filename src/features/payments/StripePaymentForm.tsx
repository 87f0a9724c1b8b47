import type { Stripe, StripeElements } from '@stripe/stripe-js';
// The pure entry loads Stripe.js only when a payment form opens, not on every page that imports it.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '~/lib/ui/recipes.ts';

export interface Props {
  publishableKey: string;
  clientSecret: string;
  /** Absolute URL Stripe returns to after a payment that needs a redirect (3-D Secure, bank pages). */
  returnUrl: string;
  submitLabel: string;
  /** The payment went through without leaving the page. */
  onSuccess: () => void;
  /** Stripe refused the payment; `message` is the provider's text. */
  onFailure: (message: string) => void;
  /** Stripe.js could not be loaded or the Payment Element could not be created. */
  onSetupError: () => void;
}

/** Stripe's Payment Element mounted for one client secret, with the pay button. */
export default function StripePaymentForm({
  publishableKey,
  clientSecret,
  returnUrl,
  submitLabel,
  onSuccess,
  onFailure,
  onSetupError,
}: Props) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'paying' | 'unavailable'>('loading');
  // The latest callback, read when setup fails: a new function from the parent must not remount Stripe.
  const setupErrorRef = useRef(onSetupError);
  setupErrorRef.current = onSetupError;

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    loadStripe(publishableKey, { locale: 'tr' })
      .then((stripe) => {
        if (cancelled) return;
        if (!stripe || !mountRef.current) throw new Error('Stripe.js unavailable');
        const elements = stripe.elements({
          clientSecret,
          locale: 'tr',
          appearance: { theme: 'stripe', variables: { colorPrimary: '#c2410c' } },
        });
        const element = elements.create('payment', { layout: 'tabs' });
        element.mount(mountRef.current);
        destroy = () => element.destroy();
        stripeRef.current = { stripe, elements };
        setState('ready');
      })
      .catch(() => {
        if (cancelled) return;
        setState('unavailable');
        setupErrorRef.current();
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
    // The element is created once per client secret.
  }, [publishableKey, clientSecret]);

  const pay = async (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const current = stripeRef.current;
    if (!current || state !== 'ready') return;
    setState('paying');
    const result = await current.stripe.confirmPayment({
      elements: current.elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    if (result.error) {
      setState('ready');
      onFailure(result.error.message ?? 'Ödeme tamamlanamadı.');
    } else {
      onSuccess();
    }
  };

  return (
    <form onSubmit={pay} className="space-y-4" aria-label="Kart ile ödeme">
      <div ref={mountRef} data-testid="payment-element" className="min-h-24" />
      {state === 'loading' && (
        <p className="text-sm text-slate-600" role="status">
          Ödeme formu yükleniyor…
        </p>
      )}
      {state === 'unavailable' && (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800" role="alert">
          Ödeme formu yüklenemedi. İnternet bağlantınızı kontrol edip sayfayı yenileyin.
        </p>
      )}
      <button type="submit" disabled={state !== 'ready'} className={`w-full ${buttonClass()}`}>
        {state === 'paying' ? 'Ödeme işleniyor…' : submitLabel}
      </button>
      <p className="text-xs text-slate-500">
        Kart bilgileriniz doğrudan Stripe tarafından işlenir; sitemizde saklanmaz.
      </p>
    </form>
  );
}
