import { REGISTRATION_CATEGORIES } from '~/features/listings/categories.ts';
import { REGISTRATION_DISTRICTS } from '~/features/listings/districts.ts';
import { PRICE_RANGES } from '~/features/listings/options.ts';
import { BusinessContactFields } from '~/features/submissions/BusinessContactFields.tsx';
import { REGISTRATION_LIMITS as L, REGISTRATION_MSG as M } from '~/features/submissions/messages.ts';
import { type RegistrationInput, registrationSchema } from '~/features/submissions/registration-schema.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { useForm } from '~/lib/client/form.ts';
import { HONEYPOT_FIELD, REGISTRATION_DESCRIPTION_MIN, REGISTRATION_PHONE_MIN, URL_MAX } from '~/lib/constants.ts';
import { type FormIslandProps, startValues } from '~/lib/forms/form-state.ts';
import { plainOptions, SelectField, TextAreaField, TextField } from '~/lib/ui/fields.tsx';
import { PublicForm } from '~/lib/ui/PublicForm.tsx';

export type Props = FormIslandProps;

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

// Shown in Turkish; the value sent stays the spec's label.
const CATEGORY_OPTIONS = REGISTRATION_CATEGORIES.map((c) => ({ value: c.label, label: c.tr }));
const DISTRICT_OPTIONS = plainOptions(REGISTRATION_DISTRICTS);
const PRICE_OPTIONS = plainOptions(PRICE_RANGES);

/**
 * The /register-business form. A plain form post to the endpoint until its script runs (and with
 * JavaScript off), checked by the browser against the schema's limits; once hydrated, validated with the
 * schema's Turkish messages on submit, then on every change (SPEC §5), and sent by the script.
 */
export default function RegistrationForm({ state }: Props) {
  const form = useForm({
    initial: startValues(EMPTY, state),
    initialErrors: state?.errors,
    schema: registrationSchema,
    // The values as typed: the server parses them with the same schema.
    send: (_data, honeypot, typed) =>
      apiFetch('/api/businesses/register', { body: { ...typed, [HONEYPOT_FIELD]: honeypot } }),
    failure: { title: M.failureTitle, text: M.failureText },
    success: { title: M.successTitle, text: M.successText },
  });
  const bind = (name: keyof Values) => form.bind(name);

  return (
    <PublicForm
      form={form}
      action="/api/businesses/register"
      label="İşletme kayıt formu"
      message={state?.message}
      noValidate={form.hydrated}
      submitLabel="Ücretsiz Kayıt Ol"
      submittingLabel={M.submitting}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <BusinessContactFields
          bind={bind}
          limits={L}
          ownerLabel="İşletme Sahibi"
          phone={{ minLength: REGISTRATION_PHONE_MIN, placeholder: '0416 123 45 67' }}
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
      <TextField label="Adres" required maxLength={L.address} autoComplete="street-address" {...bind('address')} />
      <TextAreaField
        label="Açıklama"
        required
        minLength={REGISTRATION_DESCRIPTION_MIN}
        maxLength={L.description}
        rows={4}
        hint={`En az ${REGISTRATION_DESCRIPTION_MIN} karakter`}
        {...bind('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Web Sitesi" type="url" placeholder="https://" maxLength={URL_MAX} {...bind('website')} />
        <TextField label="Sosyal Medya" maxLength={L.socialMedia} placeholder="@isletmeniz" {...bind('socialMedia')} />
        <TextField
          label="Çalışma Saatleri"
          required
          maxLength={L.workingHours}
          placeholder="Hafta içi 09:00-18:00"
          {...bind('workingHours')}
        />
        <SelectField
          label="Fiyat Aralığı"
          required
          options={PRICE_OPTIONS}
          placeholder="Fiyat aralığı seçin"
          {...bind('priceRange')}
        />
      </div>
      <TextAreaField label="Hizmetler" required maxLength={L.services} rows={3} {...bind('services')} />
    </PublicForm>
  );
}
