import { useState } from 'react';
import { CONTACT_LIMITS as L, CONTACT_MSG as M } from '~/features/contact/messages.ts';
import type { ContactInput } from '~/features/contact/schema.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { useForm } from '~/lib/client/form.ts';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import { type FormIslandProps, startValues } from '~/lib/forms/form-state.ts';
import { secondaryButtonClass } from '~/lib/ui/field.tsx';
import { EmailField, TextAreaField, TextField } from '~/lib/ui/fields.tsx';
import { PublicForm } from '~/lib/ui/PublicForm.tsx';

export type Props = FormIslandProps;

type Values = Required<{ [K in keyof ContactInput]: string }>;
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * The /contact form. A plain form post to /api/contact until its script runs (and with JavaScript off);
 * then sent by the script, ending in the thank-you state with 'Yeni Mesaj Gönder'.
 */
export default function ContactForm({ state }: Props) {
  const [sent, setSent] = useState(false);
  const form = useForm({
    initial: startValues(EMPTY, state),
    initialErrors: state?.errors,
    // The browser's own checks (required, type=email, maxlength) run first; the server applies the schema.
    send: (data, honeypot) => apiFetch('/api/contact', { body: { ...data, [HONEYPOT_FIELD]: honeypot } }),
    failure: { title: M.failureTitle, text: M.failureText },
    onSuccess: () => setSent(true),
  });

  if (sent) {
    return (
      <div role="status" className="rounded-xl border border-green-300 bg-green-50 p-6 text-center">
        <p className="text-xl font-bold text-green-900">{M.successTitle}</p>
        <p className="mt-2 text-green-900">{M.successText}</p>
        <button type="button" onClick={() => setSent(false)} className={`${secondaryButtonClass} mt-4`}>
          {M.again}
        </button>
      </div>
    );
  }

  return (
    <PublicForm
      form={form}
      action="/api/contact"
      label="İletişim formu"
      message={state?.message}
      submitLabel="Mesaj Gönder"
      submittingLabel={M.submitting}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Adınız Soyadınız"
          required
          maxLength={L.name}
          autoComplete="name"
          {...form.bind('name', 'c')}
        />
        <EmailField {...form.bind('email', 'c')} />
        <TextField label="Telefon" type="tel" maxLength={L.phone} autoComplete="tel" {...form.bind('phone', 'c')} />
        <TextField label="Konu" required maxLength={L.subject} {...form.bind('subject', 'c')} />
      </div>
      <TextAreaField label="Mesajınız" required maxLength={L.message} rows={5} {...form.bind('message', 'c')} />
    </PublicForm>
  );
}
