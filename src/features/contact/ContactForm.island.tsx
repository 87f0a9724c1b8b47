import { useState } from 'react';
import { CONTACT_LIMITS as L, CONTACT_MSG as M } from '~/features/contact/messages.ts';
import type { ContactInput } from '~/features/contact/schema.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { useForm } from '~/lib/client/form.ts';
import { EMAIL_MAX, HONEYPOT_FIELD } from '~/lib/constants.ts';
import { type FormIslandProps, startValues } from '~/lib/forms/form-state.ts';
import { primaryButtonClass, secondaryButtonClass } from '~/lib/ui/field.tsx';
import { TextAreaField, TextField } from '~/lib/ui/fields.tsx';
import { FormAlert, Honeypot, KvkkNotice } from '~/lib/ui/form-notices.tsx';

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
    <form
      ref={form.ref}
      method="post"
      action="/api/contact"
      onSubmit={form.onSubmit}
      className="relative space-y-5"
      aria-label="İletişim formu"
    >
      <FormAlert message={state?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="c-name"
          name="name"
          label="Adınız Soyadınız"
          required
          maxLength={L.name}
          autoComplete="name"
          {...form.field('name')}
        />
        <TextField
          id="c-email"
          name="email"
          label="E-posta"
          type="email"
          required
          maxLength={EMAIL_MAX}
          autoComplete="email"
          {...form.field('email')}
        />
        <TextField
          id="c-phone"
          name="phone"
          label="Telefon"
          type="tel"
          maxLength={L.phone}
          autoComplete="tel"
          {...form.field('phone')}
        />
        <TextField
          id="c-subject"
          name="subject"
          label="Konu"
          required
          maxLength={L.subject}
          {...form.field('subject')}
        />
      </div>
      <TextAreaField
        id="c-message"
        name="message"
        label="Mesajınız"
        required
        maxLength={L.message}
        rows={5}
        {...form.field('message')}
      />
      <Honeypot {...form.honeypot} />
      <KvkkNotice />
      <button type="submit" disabled={form.submitting} className={`${primaryButtonClass} w-full sm:w-auto`}>
        {form.submitting ? M.submitting : 'Mesaj Gönder'}
      </button>
    </form>
  );
}
