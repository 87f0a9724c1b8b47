import { useEffect, useId, useState } from 'react';
import { $paymentsConfig, loadPaymentsConfig } from '~/features/payments/config-store.ts';
import { donationSchema } from '~/features/payments/donation-schema.ts';
import { PAYMENT_MSG } from '~/features/payments/messages.ts';
import NotConfiguredNotice from '~/features/payments/NotConfiguredNotice.tsx';
import { showPaymentFailure, showPaymentRefused } from '~/features/payments/payment-toasts.ts';
import StripePaymentForm from '~/features/payments/StripePaymentForm.tsx';
import { apiData } from '~/lib/client/api.ts';
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

type Step =
  | { name: 'form' }
  | { name: 'setting-up' }
  | { name: 'payment'; clientSecret: string; amount: number }
  | { name: 'thanks' };

/** The payment could not be prepared: by our server (the payment intent) or by Stripe.js. */
const showSetupFailed = () => showPaymentFailure(PAYMENT_MSG.setupFailedTitle, PAYMENT_MSG.setupFailedText);

/** The donation form of /donations: amount (quick picks or custom), donor details, then Stripe's Payment Element. */
export default function DonationForm({ headingId }: Props) {
  const $config = useStore($paymentsConfig);
  const [values, setValues] = useState({ amount: '', donorName: '', donorEmail: '', message: '' });
  const [showName, setShowName] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState<Step>({ name: 'form' });
  const id = useId();
  const { amount, message } = values;
  const set = (name: keyof typeof values, value: string) => setValues((current) => ({ ...current, [name]: value }));
  /** One text control's id, name, value, change handler and message. */
  const bind = (name: keyof typeof values) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (value: string) => set(name, value),
    error: errors[name],
  });

  useEffect(() => {
    loadPaymentsConfig();
    // Back from a Stripe redirect (3-D Secure or bank page) after a successful payment.
    if (new URLSearchParams(window.location.search).get('redirect_status') === 'succeeded') {
      setStep({ name: 'thanks' });
      showToast({ title: PAYMENT_MSG.donationThanksTitle, description: PAYMENT_MSG.donationThanksText });
    }
  }, []);

  const submit = async (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = {
      ...values,
      amount: amount.trim() === '' ? undefined : Number(amount),
      showName,
      [HONEYPOT_FIELD]: honeypot,
    };
    const parsed = donationSchema.safeParse(input);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      setErrors(fieldErrors);
      if (fieldErrors.amount) showPaymentFailure(PAYMENT_MSG.invalidAmountTitle, fieldErrors.amount);
      return;
    }
    setErrors({});
    setStep({ name: 'setting-up' });
    try {
      // The raw input is sent: the server applies the same schema (defaults included) itself.
      const { clientSecret } = await apiData<{ clientSecret: string | null }>('/api/donations/create-payment-intent', {
        body: input,
      });
      if (!clientSecret) throw new Error('no client secret');
      setStep({ name: 'payment', clientSecret, amount: parsed.data.amount });
    } catch {
      setStep({ name: 'form' });
      showSetupFailed();
    }
  };

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
        <StripePaymentForm
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

  const settingUp = step.name === 'setting-up';
  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="space-y-5">
      <fieldset>
        <legend className="font-medium">Hızlı tutar seçin</legend>
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {DONATION_QUICK_AMOUNTS.map((quick) => (
            <button
              key={quick}
              type="button"
              aria-pressed={amount === String(quick)}
              onClick={() => set('amount', String(quick))}
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
        {...bind('amount')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Adınız (isteğe bağlı)" autoComplete="name" maxLength={100} {...bind('donorName')} />
        <TextField label="E-posta (isteğe bağlı)" type="email" autoComplete="email" {...bind('donorEmail')} />
      </div>
      <TextAreaField
        label="Mesajınız (isteğe bağlı)"
        rows={3}
        maxLength={DONATION_MESSAGE_MAX}
        hint={`${message.length}/${DONATION_MESSAGE_MAX}`}
        {...bind('message')}
      />
      <CheckboxField
        id={`${id}-show-name`}
        name="showName"
        label="Adım ve mesajım destekçiler listesinde görünsün"
        checked={showName}
        onChange={setShowName}
      />
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <KvkkNotice />
      <button type="submit" disabled={settingUp} className={`w-full ${buttonClass()}`}>
        {settingUp ? 'Ödeme hazırlanıyor…' : 'Bağış Yap'}
      </button>
    </form>
  );
}
