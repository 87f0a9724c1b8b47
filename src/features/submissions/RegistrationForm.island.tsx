import { BusinessContactFields } from '~/features/submissions/BusinessContactFields.tsx';
import { REGISTRATION_LIMITS as L } from '~/features/submissions/messages.ts';
import type { Option, RegisterFormText } from '~/features/submissions/register-i18n.ts';
import { type RegistrationInput, registrationSchema } from '~/features/submissions/registration-schema.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { useForm } from '~/lib/client/form.ts';
import { HONEYPOT_FIELD, REGISTRATION_DESCRIPTION_MIN, REGISTRATION_PHONE_MIN, URL_MAX } from '~/lib/constants.ts';
import { type FormIslandProps, startValues } from '~/lib/forms/form-state.ts';
import { SelectField, TextAreaField, TextField } from '~/lib/ui/fields.tsx';
import { type FormFrameText, PublicForm } from '~/lib/ui/PublicForm.tsx';

export interface Props extends FormIslandProps {
  /** The form's texts in the page's language (REGISTER_FORM_TEXT, picked on the server). */
  t: RegisterFormText;
  frame: FormFrameText;
  /** The choices, labelled in the page's language (registrationOptions). */
  options: { categories: Option[]; districts: Option[]; prices: Option[] };
  /** The schema's Turkish messages in the page's language (schemaMessagesIn; empty in Turkish). */
  messages: Readonly<Record<string, string>>;
}

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

/**
 * The /register-business form. A plain form post to the endpoint until its script runs (and with
 * JavaScript off), checked by the browser against the schema's limits; once hydrated, validated with the
 * schema's messages (in the page's language) on submit, then on every change (SPEC §5), and sent by the script.
 */
export default function RegistrationForm({ state, t, frame, options, messages }: Props) {
  const form = useForm({
    initial: startValues(EMPTY, state),
    initialErrors: state?.errors,
    schema: registrationSchema,
    // The values as typed: the server parses them with the same schema.
    send: (_data, honeypot, typed) =>
      apiFetch('/api/businesses/register', { body: { ...typed, lang: frame.lang, [HONEYPOT_FIELD]: honeypot } }),
    failure: { title: t.failureTitle, text: t.failureText, network: frame.networkError },
    success: { title: t.successTitle, text: t.successText },
  });
  const bind = (name: keyof Values) => {
    const bound = form.bind(name);
    return { ...bound, error: bound.error && (messages[bound.error] ?? bound.error) };
  };

  return (
    <PublicForm
      form={form}
      action="/api/businesses/register"
      label={t.formLabel}
      message={state?.message}
      noValidate={form.hydrated}
      submitLabel={t.submit}
      submittingLabel={t.submitting}
      frame={frame}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <BusinessContactFields
          bind={bind}
          limits={L}
          ownerLabel={t.ownerNameLabel}
          labels={{ businessName: t.businessNameLabel, email: t.emailLabel, phone: t.phoneLabel }}
          phone={{ minLength: REGISTRATION_PHONE_MIN, placeholder: '0416 123 45 67' }}
        />
        <SelectField
          label={t.categoryLabel}
          required
          options={options.categories}
          placeholder={t.categoryPlaceholder}
          {...bind('category')}
        />
        <SelectField
          label={t.districtLabel}
          required
          options={options.districts}
          placeholder={t.districtPlaceholder}
          {...bind('district')}
        />
      </div>
      <TextField
        label={t.addressLabel}
        required
        maxLength={L.address}
        autoComplete="street-address"
        {...bind('address')}
      />
      <TextAreaField
        label={t.descriptionLabel}
        required
        minLength={REGISTRATION_DESCRIPTION_MIN}
        maxLength={L.description}
        rows={4}
        hint={t.descriptionHint}
        {...bind('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t.websiteLabel} type="url" placeholder="https://" maxLength={URL_MAX} {...bind('website')} />
        <TextField
          label={t.socialMediaLabel}
          maxLength={L.socialMedia}
          placeholder={t.socialMediaPlaceholder}
          {...bind('socialMedia')}
        />
        <TextField
          label={t.workingHoursLabel}
          required
          maxLength={L.workingHours}
          placeholder={t.workingHoursPlaceholder}
          {...bind('workingHours')}
        />
        <SelectField
          label={t.priceRangeLabel}
          required
          options={options.prices}
          placeholder={t.priceRangePlaceholder}
          {...bind('priceRange')}
        />
      </div>
      <TextAreaField label={t.servicesLabel} required maxLength={L.services} rows={3} {...bind('services')} />
    </PublicForm>
  );
}
