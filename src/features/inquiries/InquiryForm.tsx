import { INQUIRY_TEXT, type InquiryText } from '~/features/inquiries/inquiry-i18n.ts';
import { INQUIRY_LIMITS as L } from '~/features/inquiries/messages.ts';
import { EMAIL_MAX } from '~/lib/constants.ts';
import type { FormState } from '~/lib/forms/form-state.ts';
import { primaryButtonClass } from '~/lib/ui/field.tsx';
import { TextAreaField, TextField } from '~/lib/ui/fields.tsx';
import { FormAlert, Honeypot, KvkkNotice } from '~/lib/ui/form-notices.tsx';
import type { FormFrameText } from '~/lib/ui/PublicForm.tsx';

interface Props {
  businessId: number;
  state?: FormState | undefined;
  /** The form's words in the page's language (omitted: Turkish). */
  texts?: InquiryText;
  /** The KVKK line, the honeypot and the language posted with the form (omitted: Turkish). */
  frame?: FormFrameText | undefined;
}

const keep = () => {};

/** The one-line fields in order (the message follows as a text area). */
const TEXT_FIELDS = [
  { id: 'i-name', name: 'name', label: 'name', required: true, maxLength: L.name, autoComplete: 'name' },
  {
    id: 'i-email',
    name: 'email',
    label: 'email',
    type: 'email',
    required: true,
    maxLength: EMAIL_MAX,
    autoComplete: 'email',
  },
  {
    id: 'i-phone',
    name: 'phone',
    label: 'phone',
    type: 'tel',
    maxLength: L.phone,
    autoComplete: 'tel',
  },
] as const;

/**
 * 'İşletmeye mesaj gönder': rendered on the server only (no script): a plain form post, refused posts
 * shown again with their messages and values on the form's own page.
 */
export default function InquiryForm({ businessId, state, texts: M = INQUIRY_TEXT.tr, frame }: Props) {
  const value = (name: string) => state?.values[name] ?? '';
  const bound = (name: string) => ({ value: value(name), onChange: keep, error: state?.errors[name] });
  return (
    <form
      method="post"
      action={`/api/businesses/${businessId}/inquiries`}
      className="relative space-y-4"
      aria-label={M.title}
    >
      {frame && <input type="hidden" name="lang" value={frame.lang} />}
      <FormAlert message={state?.message} />
      {TEXT_FIELDS.map((field) => (
        <TextField key={field.id} {...field} label={M[field.label]} {...bound(field.name)} />
      ))}
      <TextAreaField
        id="i-message"
        name="message"
        label={M.message}
        required
        rows={4}
        maxLength={L.message}
        {...bound('message')}
      />
      <Honeypot value="" onChange={keep} label={frame?.honeypot} />
      <KvkkNotice text={frame} />
      <button type="submit" className={`${primaryButtonClass} w-full`}>
        {M.submit}
      </button>
    </form>
  );
}
