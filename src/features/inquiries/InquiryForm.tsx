import { INQUIRY_LIMITS as L, INQUIRY_MSG as M } from '~/features/inquiries/messages.ts';
import { EMAIL_MAX } from '~/lib/constants.ts';
import type { FormState } from '~/lib/forms/form-state.ts';
import { primaryButtonClass } from '~/lib/ui/field.tsx';
import { TextAreaField, TextField } from '~/lib/ui/fields.tsx';
import { FormAlert, Honeypot, KvkkNotice } from '~/lib/ui/form-notices.tsx';

interface Props {
  businessId: number;
  state?: FormState | undefined;
}

const keep = () => {};

/** The one-line fields in order (the message follows as a text area). */
const TEXT_FIELDS = [
  { id: 'i-name', name: 'name', label: 'Adınız Soyadınız', required: true, maxLength: L.name, autoComplete: 'name' },
  {
    id: 'i-email',
    name: 'email',
    label: 'E-posta',
    type: 'email',
    required: true,
    maxLength: EMAIL_MAX,
    autoComplete: 'email',
  },
  {
    id: 'i-phone',
    name: 'phone',
    label: 'Telefon (isteğe bağlı)',
    type: 'tel',
    maxLength: L.phone,
    autoComplete: 'tel',
  },
] as const;

/**
 * 'İşletmeye mesaj gönder': rendered on the server only (no script): a plain form post, refused posts
 * shown again with their messages and values on the form's own page.
 */
export default function InquiryForm({ businessId, state }: Props) {
  const value = (name: string) => state?.values[name] ?? '';
  const bound = (name: string) => ({ value: value(name), onChange: keep, error: state?.errors[name] });
  return (
    <form
      method="post"
      action={`/api/businesses/${businessId}/inquiries`}
      className="relative space-y-4"
      aria-label={M.title}
    >
      <FormAlert message={state?.message} />
      {TEXT_FIELDS.map((field) => (
        <TextField key={field.id} {...field} {...bound(field.name)} />
      ))}
      <TextAreaField
        id="i-message"
        name="message"
        label="Mesajınız"
        required
        rows={4}
        maxLength={L.message}
        {...bound('message')}
      />
      <Honeypot value="" onChange={keep} />
      <KvkkNotice />
      <button type="submit" className={`${primaryButtonClass} w-full`}>
        Mesajı Gönder
      </button>
    </form>
  );
}
