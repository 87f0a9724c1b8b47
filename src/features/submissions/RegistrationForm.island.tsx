import { REGISTRATION_DISTRICTS } from '~/features/directory/districts.ts';
import { REGISTRATION_MSG as M } from '~/features/submissions/messages.ts';
import { PRICE_RANGES } from '~/features/submissions/options.ts';
import {
  REGISTRATION_CATEGORY_LABELS,
  type RegistrationInput,
  registrationSchema,
} from '~/features/submissions/registration-schema.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { useForm } from '~/lib/client/form.ts';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import { primaryButtonClass } from '~/lib/ui/field.tsx';
import { plainOptions, SelectField, TextAreaField, TextField } from '~/lib/ui/fields.tsx';
import { Honeypot, KvkkNotice } from '~/lib/ui/form-notices.tsx';

/** No props: the form owns its state. */
export type Props = object;

type Values = Required<{ [K in keyof RegistrationInput]: string }>;

const EMPTY: Values = {
  businessName: '',
  ownerName: '',
  email: '',
  phone: '',
  category: '',
  address: '',
  district: '',
  description: '',
  website: '',
  socialMedia: '',
  workingHours: '',
  services: '',
  priceRange: '',
};

const CATEGORY_OPTIONS = plainOptions(REGISTRATION_CATEGORY_LABELS);
const DISTRICT_OPTIONS = plainOptions(REGISTRATION_DISTRICTS);
const PRICE_OPTIONS = plainOptions(PRICE_RANGES);

/** The /register-business form: validated on submit, then on every change (SPEC §5). */
export default function RegistrationForm(_props: Props) {
  const form = useForm({
    initial: EMPTY,
    schema: registrationSchema,
    // The values as typed: the server parses them with the same schema.
    send: (_data, honeypot, typed) =>
      apiFetch('/api/businesses/register', { body: { ...typed, [HONEYPOT_FIELD]: honeypot } }),
    failure: { title: M.failureTitle, text: M.failureText },
    success: { title: M.successTitle, text: M.successText },
  });
  const bind = (name: keyof Values) => ({ id: name, ...form.field(name) });

  return (
    <form onSubmit={form.onSubmit} noValidate className="relative space-y-5" aria-label="İşletme kayıt formu">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="İşletme Adı" required autoComplete="organization" {...bind('businessName')} />
        <TextField label="İşletme Sahibi" required autoComplete="name" {...bind('ownerName')} />
        <TextField label="E-posta" type="email" required autoComplete="email" {...bind('email')} />
        <TextField
          label="Telefon"
          type="tel"
          required
          placeholder="0416 123 45 67"
          autoComplete="tel"
          {...bind('phone')}
        />
        <SelectField
          label="Kategori"
          required
          options={CATEGORY_OPTIONS}
          placeholder="Kategori seçin"
          {...bind('category')}
        />
        <SelectField label="İlçe" required options={DISTRICT_OPTIONS} placeholder="İlçe seçin" {...bind('district')} />
      </div>
      <TextField label="Adres" required autoComplete="street-address" {...bind('address')} />
      <TextAreaField label="Açıklama" required rows={4} hint="En az 20 karakter" {...bind('description')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Web Sitesi" type="url" placeholder="https://" {...bind('website')} />
        <TextField label="Sosyal Medya" placeholder="@isletmeniz" {...bind('socialMedia')} />
        <TextField label="Çalışma Saatleri" required placeholder="Hafta içi 09:00-18:00" {...bind('workingHours')} />
        <SelectField
          label="Fiyat Aralığı"
          required
          options={PRICE_OPTIONS}
          placeholder="Fiyat aralığı seçin"
          {...bind('priceRange')}
        />
      </div>
      <TextAreaField label="Hizmetler" required rows={3} {...bind('services')} />
      <Honeypot {...form.honeypot} />
      <KvkkNotice />
      <button type="submit" disabled={form.submitting} className={`${primaryButtonClass} w-full sm:w-auto`}>
        {form.submitting ? M.submitting : 'Ücretsiz Kayıt Ol'}
      </button>
    </form>
  );
}
