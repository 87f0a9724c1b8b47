import { useState } from 'react';
import {
  REPORT_LIMITS as L,
  REPORT_MSG as M,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  reportEndpoint,
} from '~/features/reports/messages.ts';
import type { ReportInput } from '~/features/reports/schema.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { useForm } from '~/lib/client/form.ts';
import { EMAIL_MAX, HONEYPOT_FIELD } from '~/lib/constants.ts';
import { type FormIslandProps, startValues } from '~/lib/forms/form-state.ts';
import { primaryButtonClass } from '~/lib/ui/field.tsx';
import { SelectField, TextAreaField, TextField } from '~/lib/ui/fields.tsx';
import { FormAlert, FormReceived, Honeypot, KvkkNotice } from '~/lib/ui/form-notices.tsx';

export interface Props extends FormIslandProps {
  businessId: number;
}

type Values = Required<{ [K in keyof ReportInput]: string }>;
const EMPTY: Values = { reason: '', message: '', name: '', email: '' };
/** The optional fields: who is writing and where an answer can go. */
const CONTACT_FIELDS = [
  { name: 'name', label: 'Adınız (isteğe bağlı)', maxLength: L.name, autoComplete: 'name' },
  {
    name: 'email',
    label: 'E-posta (isteğe bağlı, yanıt için)',
    type: 'email',
    maxLength: EMAIL_MAX,
    autoComplete: 'email',
  },
] as const;
const REASON_FIELD = {
  id: 'report-reason',
  name: 'reason',
  label: 'Neden',
  required: true,
  options: REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] })),
  placeholder: M.reasonPlaceholder,
};
const MESSAGE_FIELD = {
  id: 'report-message',
  name: 'message',
  label: 'Ne gördünüz?',
  required: true,
  minLength: L.messageMin,
  maxLength: L.message,
  rows: 4,
};

/**
 * 'Bilgiler yanlış / kapandı': a visitor tells the desk that a listing is wrong, moved or closed. A plain
 * form post to the business's report endpoint until its script runs (and with JavaScript off); then sent
 * by the script, ending in the thank-you state.
 */
export default function ReportForm({ businessId, state }: Props) {
  const [sent, setSent] = useState(false);
  const form = useForm({
    initial: startValues(EMPTY, state),
    initialErrors: state?.errors,
    // The browser's own checks (required, minlength, type=email) run first; the server applies the schema.
    send: (data, honeypot) => apiFetch(reportEndpoint(businessId), { body: { ...data, [HONEYPOT_FIELD]: honeypot } }),
    failure: { title: M.failureTitle, text: M.failureText },
    onSuccess: () => setSent(true),
  });

  if (sent) return <FormReceived title={M.successTitle} text={M.successText} />;

  return (
    <form
      ref={form.ref}
      method="post"
      action={reportEndpoint(businessId)}
      onSubmit={form.onSubmit}
      className="relative space-y-4"
      aria-label={M.formLabel}
    >
      <FormAlert message={state?.message} />
      <SelectField {...REASON_FIELD} {...form.field('reason')} />
      <TextAreaField {...MESSAGE_FIELD} {...form.field('message')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT_FIELDS.map((f) => (
          <TextField key={f.name} id={`report-${f.name}`} {...f} {...form.field(f.name)} />
        ))}
      </div>
      <Honeypot {...form.honeypot} />
      <KvkkNotice />
      <button type="submit" disabled={form.submitting} className={primaryButtonClass}>
        {form.submitting ? M.submitting : M.submit}
      </button>
    </form>
  );
}
