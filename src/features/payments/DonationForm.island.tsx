import { useEffect, useId, useState } from 'react';
import { $paymentsConfig, loadPaymentsConfig } from '~/features/payments/config-store.ts';
import { donationSchema } from '~/features/payments/donation-schema.ts';
import { PAYMENT_MSG } from '~/features/payments/messages.ts';
import NotConfiguredNotice from '~/features/payments/NotConfiguredNotice.tsx';
import { loadPaymentStep, PaymentStep } from '~/features/payments/payment-step.tsx';
import { showPaymentFailure, showPaymentRefused } from '~/features/payments/payment-toasts.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { useForm } from '~/lib/client/form.ts';
import { showToast } from '~/lib/client/toast.ts';
import { useStore } from '~/lib/client/use-store.ts';
import { DONATION_MESSAGE_MAX, DONATION_QUICK_AMOUNTS, HONEYPOT_FIELD, MIN_DONATION_TL } from '~/lib/constants.ts';
import { formatLira } from '~/lib/text.ts';
import { CheckboxField, TextAreaField, TextField } from '~/lib/ui/fields.tsx';
import { Honeypot, KvkkNotice } from '~/lib/ui/form-notices.tsx';
import { buttonClass } from '~/lib/ui/recipes.ts';

export interface Props {
  /** Heading id the form is labelled by. */
  headingId: string;
}

type Step = { name: 'form' } | { name: 'payment'; clientSecret: string; amount: number } | { name: 'thanks' };

/** The form's values as the controls hold them. */
type Values = { amount: string; donorName: string; donorEmail: string; message: string; showName: boolean };

const EMPTY: Values = { amount: '', donorName: '', donorEmail: '', message: '', showName: false };

/** What is checked here and sent: the amount as a number, absent when the field is empty. */
const input = (values: Values) => ({
  ...values,
  amount: values.amount.trim() === '' ? undefined : Number(values.amount),
});

/** The donation schema on the form's values. */
const valuesSchema = { safeParse: (values: Values) => donationSchema.safeParse(input(values)) };

/** The payment could not be prepared: by our server (the payment intent) or by Stripe.js. */
const showSetupFailed = () => showPaymentFailure(PAYMENT_MSG.setupFailedTitle, PAYMENT_MSG.setupFailedText);

/** The donation form of /donations: amount (quick picks or custom), donor details, then Stripe's Payment Element. */
export default function DonationForm({ headingId }: Props) {
  const $config = useStore($paymentsConfig);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const id = useId();
  const form = useForm({
    initial: EMPTY,
    schema: valuesSchema,
    send: async (data, honeypot, typed) => {
      // The raw input is sent: the server applies the same schema (defaults included) itself.
      const [result, stepLoaded] = await Promise.all([
        apiFetch<{ clientSecret: string | null }>('/api/donations/create-payment-intent', {
          body: { ...input(typed), [HONEYPOT_FIELD]: honeypot },
        }),
        loadPaymentStep().then(
          () => true,
          () => false,
        ),
      ]);
      if (!result.ok) return result;
      const { clientSecret } = result.data;
      // No client secret (the answer to a filled honeypot: nothing to pay) or no payment step: the setup failed.
      if (!clientSecret || !stepLoaded) return { ok: false, status: result.status, error: '', fieldErrors: {} };
      return { ...result, data: { clientSecret, amount: data.amount } };
    },
    failure: { title: PAYMENT_MSG.setupFailedTitle, text: PAYMENT_MSG.setupFailedText, ownText: true },
    resetOnSuccess: false,
    onInvalid: (errors) => {
      if (errors.amount) showPaymentFailure(PAYMENT_MSG.invalidAmountTitle, errors.amount);
    },
    onSuccess: (payment) => setStep({ name: 'payment', ...payment }),
  });
  const { amount, message, showName } = form.values;

  useEffect(() => {
    loadPaymentsConfig();
    // Back from a Stripe redirect (3-D Secure or bank page) after a successful payment.
    if (new URLSearchParams(window.location.search).get('redirect_status') === 'succeeded') {
      setStep({ name: 'thanks' });
      showToast({ title: PAYMENT_MSG.donationThanksTitle, description: PAYMENT_MSG.donationThanksText });
    }
  }, []);

  if ($config.status === 'loading')
    return (
      <p className="text-slate-600" role="status">
        Ödeme seçenekleri yükleniyor…
      </p>
    );
  if ($config.status === 'error' || !$config.config.donations || !$config.config.publishableKey)
    return <NotConfiguredNotice />;
  const publishableKey = $config.config.publishableKey;

  if (step.name === 'thanks') {
    return (
      <div className="rounded-xl bg-green-50 p-6 text-green-900" role="status">
        <p className="text-lg font-semibold">{PAYMENT_MSG.donationThanksTitle}</p>
        <p className="mt-1">{PAYMENT_MSG.donationThanksText}</p>
      </div>
    );
  }

  if (step.name === 'payment') {
    return (
      <div className="space-y-4">
        <p className="font-semibold">
          Bağış tutarı: <span data-testid="payment-amount">{formatLira(step.amount)}</span>
        </p>
        <PaymentStep
          publishableKey={publishableKey}
          clientSecret={step.clientSecret}
          returnUrl={`${window.location.origin}${window.location.pathname}`}
          submitLabel={`${formatLira(step.amount)} Bağışla`}
          onSuccess={() => {
            setStep({ name: 'thanks' });
            showToast({ title: PAYMENT_MSG.donationThanksTitle, description: PAYMENT_MSG.donationThanksText });
          }}
          onFailure={showPaymentRefused}
          onSetupError={showSetupFailed}
        />
        <button type="button" onClick={() => setStep({ name: 'form' })} className="text-sm text-brand-700 underline">
          Tutarı değiştir
        </button>
      </div>
    );
  }

  return (
    <form ref={form.ref} onSubmit={form.onSubmit} noValidate aria-labelledby={headingId} className="space-y-5">
      <fieldset>
        <legend className="font-medium">Hızlı tutar seçin</legend>
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {DONATION_QUICK_AMOUNTS.map((quick) => (
            <button
              key={quick}
              type="button"
              aria-pressed={amount === String(quick)}
              onClick={() => form.setValue('amount', String(quick))}
              className={`rounded-lg border px-3 py-2 font-semibold ${amount === String(quick) ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white hover:border-brand-600'}`}
            >
              {formatLira(quick)}
            </button>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Bağış tutarı (TL)"
        type="number"
        inputMode="numeric"
        min={MIN_DONATION_TL}
        step={1}
        hint={`En az ${formatLira(MIN_DONATION_TL)}, tam sayı.`}
        {...form.bind('amount', id)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Adınız (isteğe bağlı)" autoComplete="name" maxLength={100} {...form.bind('donorName', id)} />
        <TextField label="E-posta (isteğe bağlı)" type="email" autoComplete="email" {...form.bind('donorEmail', id)} />
      </div>
      <TextAreaField
        label="Mesajınız (isteğe bağlı)"
        rows={3}
        maxLength={DONATION_MESSAGE_MAX}
        hint={`${message.length}/${DONATION_MESSAGE_MAX}`}
        {...form.bind('message', id)}
      />
      <CheckboxField
        id={`${id}-show-name`}
        name="showName"
        label="Adım ve mesajım destekçiler listesinde görünsün"
        checked={showName}
        onChange={(checked) => form.setValue('showName', checked)}
      />
      <Honeypot {...form.honeypot} />
      <KvkkNotice />
      <button type="submit" disabled={form.submitting} className={`w-full ${buttonClass()}`}>
        {form.submitting ? 'Ödeme hazırlanıyor…' : 'Bağış Yap'}
      </button>
    </form>
  );
}
