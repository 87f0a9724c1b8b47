import { useEffect, useId, useRef, useState } from 'react';
import { $paymentsConfig, loadPaymentsConfig } from '~/features/payments/config-store.ts';
import { PAYMENT_MSG } from '~/features/payments/messages.ts';
import NotConfiguredNotice from '~/features/payments/NotConfiguredNotice.tsx';
import { loadPaymentStep, PaymentStep } from '~/features/payments/payment-step.tsx';
import { showPaymentFailure, showPaymentRefused } from '~/features/payments/payment-toasts.ts';
import type { Plan, PlanId } from '~/features/payments/plans.ts';
import { apiData } from '~/lib/client/api.ts';
import { showToast } from '~/lib/client/toast.ts';
import { useStore } from '~/lib/client/use-store.ts';
import { formatLira } from '~/lib/text.ts';
import { buttonClass } from '~/lib/ui/recipes.ts';
import { SpriteIcon } from '~/lib/ui/SpriteIcon.tsx';

export interface Props {
  plans: Plan[];
}

interface BusinessOption {
  id: number;
  name: string;
  district: string | null;
}

type Step = { name: 'details' } | { name: 'creating' } | { name: 'payment'; clientSecret: string; returnUrl: string };

/** The subscription could not be started: by our server or by Stripe.js. */
const showSubscriptionFailed = () =>
  showPaymentFailure(PAYMENT_MSG.subscriptionErrorTitle, PAYMENT_MSG.subscriptionErrorText);

/** /subscribe: the three plan cards, then the payment step for the chosen plan and business. */
export default function SubscribePlans({ plans }: Props) {
  const $config = useStore($paymentsConfig);
  const [planId, setPlanId] = useState<PlanId | null>(null);
  const [businessId, setBusinessId] = useState('');
  const [businesses, setBusinesses] = useState<BusinessOption[] | null>(null);
  const [businessError, setBusinessError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ name: 'details' });
  const paymentRef = useRef<HTMLElement>(null);
  const id = useId();

  useEffect(() => {
    loadPaymentsConfig();
    const fromUrl = new URLSearchParams(window.location.search).get('business');
    if (fromUrl && /^\d+$/.test(fromUrl)) setBusinessId(fromUrl);
  }, []);

  const plan = plans.find((p) => p.id === planId) ?? null;
  const ready = $config.status === 'ready' ? $config.config : null;
  const planPayable = Boolean(plan && ready?.publishableKey && ready.subscriptions[plan.id]);
  const nothingPayable =
    $config.status === 'error' || (ready !== null && !Object.values(ready.subscriptions).some(Boolean));

  useEffect(() => {
    if (!planPayable || businesses) return;
    apiData<{ businesses: BusinessOption[]; own?: boolean }>('/api/payments/businesses').then(
      ({ businesses: list, own }) => {
        setBusinesses(list);
        // A signed-in owner starts on their own listing (the address's `?business=` wins).
        const first = list[0];
        if (own && first) setBusinessId((chosen) => chosen || String(first.id));
      },
      () => setBusinesses([]),
    );
  }, [planPayable, businesses]);

  const choose = (next: PlanId) => {
    setPlanId(next);
    setStep({ name: 'details' });
    requestAnimationFrame(() => paymentRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const startPayment = async (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!plan) return;
    if (!businessId) {
      setBusinessError(PAYMENT_MSG.businessRequired);
      return;
    }
    setBusinessError(null);
    setStep({ name: 'creating' });
    try {
      const [created] = await Promise.all([
        apiData<{ clientSecret: string; returnUrl: string }>('/api/create-subscription', {
          body: { planId: plan.id, businessId: Number(businessId) },
        }),
        loadPaymentStep(),
      ]);
      setStep({ name: 'payment', clientSecret: created.clientSecret, returnUrl: created.returnUrl });
    } catch {
      setStep({ name: 'details' });
      showSubscriptionFailed();
    }
  };

  return (
    <div className="space-y-10">
      {nothingPayable && <NotConfiguredNotice />}
      <ul className="grid gap-6 md:grid-cols-3" aria-label="Planlar">
        {plans.map((p) => (
          <li
            key={p.id}
            className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ${p.popular ? 'border-2 border-brand-600' : 'border border-slate-200'} ${planId === p.id ? 'ring-4 ring-brand-200' : ''}`}
          >
            {p.popular && (
              <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                En Popüler
              </span>
            )}
            <h2 className="text-xl font-bold">{p.name}</h2>
            <p className="mt-1 text-sm text-slate-600">{p.description}</p>
            <p className="mt-4">
              <span className="text-3xl font-bold">{formatLira(p.price)}</span>
              <span className="text-slate-600"> / ay</span>
            </p>
            <ul className="mt-4 flex-1 space-y-2 text-sm">
              {p.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <SpriteIcon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                  {feature}
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => choose(p.id)}
              aria-pressed={planId === p.id}
              className={`mt-6 noscript:hidden ${buttonClass(p.popular ? 'primary' : 'dark')}`}
            >
              {planId === p.id ? 'Seçildi' : 'Planı Seç'}
              <span className="sr-only"> ({p.name})</span>
            </button>
          </li>
        ))}
      </ul>

      {plan && (
        <section
          ref={paymentRef}
          aria-labelledby={`${id}-payment`}
          className="mx-auto max-w-xl scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm"
        >
          <h2 id={`${id}-payment`} className="text-xl font-bold">
            Ödeme
          </h2>
          <p className="mt-1 text-slate-700">
            Seçilen plan: <strong>{plan.name}</strong> — {formatLira(plan.price)} / ay
          </p>
          <div className="mt-5">
            {$config.status === 'loading' && <p role="status">Ödeme seçenekleri yükleniyor…</p>}
            {$config.status !== 'loading' && !planPayable && <NotConfiguredNotice />}
            {planPayable && step.name !== 'payment' && (
              <form onSubmit={startPayment} noValidate className="space-y-4">
                <div>
                  <label htmlFor={`${id}-business`} className="font-medium">
                    Yükseltilecek işletme
                  </label>
                  <select
                    id={`${id}-business`}
                    value={businessId}
                    onChange={(e) => setBusinessId(e.target.value)}
                    aria-invalid={Boolean(businessError)}
                    aria-describedby={`${id}-business-hint`}
                    className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
                  >
                    <option value="">{businesses ? 'İşletmenizi seçin' : 'İşletmeler yükleniyor…'}</option>
                    {businesses?.map((b) => (
                      <option key={b.id} value={String(b.id)}>
                        {b.district ? `${b.name} (${b.district})` : b.name}
                      </option>
                    ))}
                  </select>
                  <p
                    id={`${id}-business-hint`}
                    className={`mt-1 text-sm ${businessError ? 'text-red-700' : 'text-slate-600'}`}
                    aria-live="polite"
                  >
                    {businessError ?? 'Yalnızca onaylanmış işletmeler listelenir.'}
                  </p>
                </div>
                <button type="submit" disabled={step.name === 'creating'} className={`w-full ${buttonClass()}`}>
                  {step.name === 'creating' ? 'Ödeme hazırlanıyor…' : 'Ödemeye Geç'}
                </button>
              </form>
            )}
            {planPayable && step.name === 'payment' && ready?.publishableKey && (
              <PaymentStep
                publishableKey={ready.publishableKey}
                clientSecret={step.clientSecret}
                returnUrl={new URL(step.returnUrl, window.location.origin).href}
                submitLabel={`${formatLira(plan.price)} Öde ve Abone Ol`}
                onSuccess={() => {
                  showToast({ title: PAYMENT_MSG.paymentSuccessTitle, description: PAYMENT_MSG.paymentSuccessText });
                  window.location.assign(step.returnUrl);
                }}
                onFailure={showPaymentRefused}
                onSetupError={showSubscriptionFailed}
              />
            )}
          </div>
        </section>
      )}
    </div>
  );
}
