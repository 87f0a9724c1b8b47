import { EmailField, TextField, type TextFieldProps } from '~/lib/ui/fields.tsx';

type ContactName = 'businessName' | 'ownerName' | 'email' | 'phone';

type Bound = { id: string; name: string; value: string; onChange: (value: string) => void; error?: string | undefined };

export interface BusinessContactFieldsProps {
  /** The form kit's `bind`: one control's id, name, value, change handler and message. */
  bind: (name: ContactName) => Bound;
  limits: { businessName: number; ownerName: number; phone: number };
  ownerLabel: string;
  /** The other fields' labels in the page's language (Turkish when omitted). */
  labels?: { businessName: string; email: string; phone: string };
  /** What the phone field adds (e.g. a minimum length and an example). */
  phone?: Partial<TextFieldProps>;
}

/** Who the business is and how to reach it: the first fields of the registration and the partnership forms. */
export function BusinessContactFields({ bind, limits, ownerLabel, labels, phone }: BusinessContactFieldsProps) {
  return (
    <>
      <TextField
        label={labels?.businessName ?? 'İşletme Adı'}
        required
        maxLength={limits.businessName}
        autoComplete="organization"
        {...bind('businessName')}
      />
      <TextField label={ownerLabel} required maxLength={limits.ownerName} autoComplete="name" {...bind('ownerName')} />
      <EmailField label={labels?.email} {...bind('email')} />
      <TextField
        label={labels?.phone ?? 'Telefon'}
        type="tel"
        required
        maxLength={limits.phone}
        autoComplete="tel"
        {...phone}
        {...bind('phone')}
      />
    </>
  );
}

/** The business's street address, the line under the contact fields of both forms (full width). */
export function BusinessAddressField({ label, maxLength, bound }: { label: string; maxLength: number; bound: Bound }) {
  return <TextField label={label} required maxLength={maxLength} autoComplete="street-address" {...bound} />;
}
