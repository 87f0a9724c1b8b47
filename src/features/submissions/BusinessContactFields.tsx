import { EmailField, TextField, type TextFieldProps } from '~/lib/ui/fields.tsx';

type ContactName = 'businessName' | 'ownerName' | 'email' | 'phone';

export interface BusinessContactFieldsProps {
  /** The form kit's `bind`: one control's id, name, value, change handler and message. */
  bind: (name: ContactName) => { id: string; name: string; value: string; onChange: (value: string) => void };
  limits: { businessName: number; ownerName: number; phone: number };
  ownerLabel: string;
  /** What the phone field adds (e.g. a minimum length and an example). */
  phone?: Partial<TextFieldProps>;
}

/** Who the business is and how to reach it: the first fields of the registration and the partnership forms. */
export function BusinessContactFields({ bind, limits, ownerLabel, phone }: BusinessContactFieldsProps) {
  return (
    <>
      <TextField
        label="İşletme Adı"
        required
        maxLength={limits.businessName}
        autoComplete="organization"
        {...bind('businessName')}
      />
      <TextField label={ownerLabel} required maxLength={limits.ownerName} autoComplete="name" {...bind('ownerName')} />
      <EmailField {...bind('email')} />
      <TextField
        label="Telefon"
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
