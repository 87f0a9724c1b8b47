import { useState } from 'react';
import { REPORT_LIMITS as L, REPORT_REASONS, reportEndpoint } from '~/features/reports/messages.ts';
import type { ReportFormText } from '~/features/reports/report-i18n.ts';
import type { ReportInput } from '~/features/reports/schema.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { useForm } from '~/lib/client/form.ts';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import { type FormIslandProps, startValues } from '~/lib/forms/form-state.ts';
import { primaryButtonClass } from '~/lib/ui/field.tsx';
import { EmailField, SelectField, TextAreaField, TextField } from '~/lib/ui/fields.tsx';
import { FormReceived } from '~/lib/ui/form-notices.tsx';
import { type FormFrameText, PublicForm } from '~/lib/ui/PublicForm.tsx';

export interface Props extends FormIslandProps {
  businessId: number;
  /** The form's words in the page's language (report-i18n.ts, picked on the server). */
  texts: ReportFormText;
  /** The KVKK line, the honeypot and the language posted with the form (omitted: Turkish). */
  frame?: FormFrameText | undefined;
}

type Values = Required<{ [K in keyof ReportInput]: string }>;
const EMPTY: Values = { reason: '', message: '', name: '', email: '' };
/** What the visitor saw: long enough to act on, within the schema's limit. */
const MESSAGE_FIELD = { required: true, minLength: L.messageMin, maxLength: L.message, rows: 4 };

/**
 * 'Bilgiler yanlış / kapandı': a visitor tells the desk that a listing is wrong, moved or closed. A plain
 * form post to the business's report endpoint until its script runs (and with JavaScript off); then sent
 * by the script, ending in the thank-you state.
 */
export default function ReportForm({ businessId, state, texts: M, frame }: Props) {
  const reasonOptions = REPORT_REASONS.map((value) => ({ value, label: M[value] }));
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
    <PublicForm
      form={form}
      action={reportEndpoint(businessId)}
      label={M.formLabel}
      message={state?.message}
      submitLabel={M.submit}
      submittingLabel={M.submitting}
      className="relative space-y-4"
      buttonClassName={primaryButtonClass}
      frame={frame}
    >
      <SelectField
        label={M.reason}
        required
        options={reasonOptions}
        placeholder={M.reasonPlaceholder}
        {...form.bind('reason', 'report')}
      />
      <TextAreaField label={M.message} {...MESSAGE_FIELD} {...form.bind('message', 'report')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={M.name} maxLength={L.name} autoComplete="name" {...form.bind('name', 'report')} />
        <EmailField required={false} label={M.email} hint={M.emailHint} {...form.bind('email', 'report')} />
      </div>
    </PublicForm>
  );
}
