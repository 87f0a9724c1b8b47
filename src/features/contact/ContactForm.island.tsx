import { useState } from 'react';
import type { ContactText } from '~/features/contact/contact-i18n.ts';
import { CONTACT_LIMITS as L } from '~/features/contact/messages.ts';
import type { ContactInput } from '~/features/contact/schema.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { useForm } from '~/lib/client/form.ts';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import { type FormIslandProps, startValues } from '~/lib/forms/form-state.ts';
import { secondaryButtonClass } from '~/lib/ui/field.tsx';
import { EmailField, TextAreaField, TextField } from '~/lib/ui/fields.tsx';
import { type FormFrameText, PublicForm } from '~/lib/ui/PublicForm.tsx';

export interface Props extends FormIslandProps {
  /** The form's texts in the page's language (CONTACT_TEXT, picked on the server). */
  t: ContactText;
  frame: FormFrameText;
}

type Values = Required<{ [K in keyof ContactInput]: string }>;
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * The /contact form. A plain form post to /api/contact until its script runs (and with JavaScript off);
 * then sent by the script, ending in the thank-you state with 'Yeni Mesaj Gönder'.
 */
export default function ContactForm({ state, t, frame }: Props) {
  const [sent, setSent] = useState(false);
  const form = useForm({
    initial: startValues(EMPTY, state),
    initialErrors: state?.errors,
    // The browser's own checks (required, type=email, maxlength) run first; the server applies the schema.
    send: (data, honeypot) =>
      apiFetch('/api/contact', { body: { ...data, lang: frame.lang, [HONEYPOT_FIELD]: honeypot } }),
    failure: { title: t.failureTitle, text: t.failureText, network: frame.networkError },
    onSuccess: () => setSent(true),
  });

  if (sent) {
    return (
      <div role="status" className="rounded-xl border border-green-300 bg-green-50 p-6 text-center">
        <p className="text-xl font-bold text-green-900">{t.successTitle}</p>
        <p className="mt-2 text-green-900">{t.successText}</p>
        <button type="button" onClick={() => setSent(false)} className={`${secondaryButtonClass} mt-4`}>
          {t.again}
        </button>
      </div>
    );
  }

  return (
    <PublicForm
      form={form}
      action="/api/contact"
      label={t.formLabel}
      message={state?.message}
      submitLabel={t.submit}
      submittingLabel={t.submitting}
      frame={frame}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t.nameLabel} required maxLength={L.name} autoComplete="name" {...form.bind('name', 'c')} />
        <EmailField label={t.emailLabel} {...form.bind('email', 'c')} />
        <TextField
          label={t.phoneLabel}
          type="tel"
          maxLength={L.phone}
          autoComplete="tel"
          {...form.bind('phone', 'c')}
        />
        <TextField label={t.subjectLabel} required maxLength={L.subject} {...form.bind('subject', 'c')} />
      </div>
      <TextAreaField label={t.messageLabel} required maxLength={L.message} rows={5} {...form.bind('message', 'c')} />
    </PublicForm>
  );
}
