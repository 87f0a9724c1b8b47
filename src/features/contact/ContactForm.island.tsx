import { type FormEvent, useState } from 'react';
import type { ContactInput } from '~/features/contact/schema.ts';
import { CONTACT_MSG as M } from '~/features/submissions/messages.ts';
import { requestJson } from '~/lib/client/post-json.ts';
import { showToast } from '~/lib/client/toast.ts';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import {
  controlProps,
  Field,
  Honeypot,
  inputClass,
  KvkkNotice,
  primaryButtonClass,
  secondaryButtonClass,
} from '~/lib/ui/FormParts.tsx';

/** No props: the form owns its state. */
export type Props = object;

type Values = Required<{ [K in keyof ContactInput]: string }>;
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };

/** The /contact form: stored on the server, then the thank-you state with 'Yeni Mesaj Gönder'. */
export default function ContactForm(_props: Props) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');
  const [honeypot, setHoneypot] = useState('');

  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setState('sending');
    const result = await requestJson('/api/contact', { ...values, [HONEYPOT_FIELD]: honeypot });
    if (!result.ok) {
      setState('form');
      setErrors(result.fieldErrors);
      showToast({ title: M.failureTitle, description: result.error || M.failureText, variant: 'destructive' });
      return;
    }
    setValues(EMPTY);
    setErrors({});
    setState('sent');
  }

  if (state === 'sent') {
    return (
      <div role="status" className="rounded-xl border border-green-300 bg-green-50 p-6 text-center">
        <p className="text-xl font-bold text-green-900">{M.successTitle}</p>
        <p className="mt-2 text-green-900">{M.successText}</p>
        <button type="button" onClick={() => setState('form')} className={`${secondaryButtonClass} mt-4`}>
          {M.again}
        </button>
      </div>
    );
  }

  const input = (name: keyof Values, label: string, type = 'text', required = true, autoComplete?: string) => (
    <Field id={`c-${name}`} label={label} required={required} error={errors[name]}>
      <input
        {...controlProps(`c-${name}`, errors[name])}
        name={name}
        type={type}
        required={required}
        value={values[name]}
        onChange={set(name)}
        autoComplete={autoComplete}
        className={inputClass}
      />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} className="relative space-y-5" aria-label="İletişim formu">
      <div className="grid gap-5 sm:grid-cols-2">
        {input('name', 'Adınız Soyadınız', 'text', true, 'name')}
        {input('email', 'E-posta', 'email', true, 'email')}
        {input('phone', 'Telefon', 'tel', false, 'tel')}
        {input('subject', 'Konu')}
      </div>
      <Field id="c-message" label="Mesajınız" required error={errors.message}>
        <textarea
          {...controlProps('c-message', errors.message)}
          name="message"
          required
          rows={5}
          value={values.message}
          onChange={set('message')}
          className={inputClass}
        />
      </Field>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <KvkkNotice />
      <button type="submit" disabled={state === 'sending'} className={`${primaryButtonClass} w-full sm:w-auto`}>
        {state === 'sending' ? M.submitting : 'Mesaj Gönder'}
      </button>
    </form>
  );
}
