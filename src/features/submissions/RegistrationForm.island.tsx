import { BusinessAddressField, BusinessContactFields } from '~/features/submissions/BusinessContactFields.tsx';
import { contactFieldWords } from '~/features/submissions/business-form-start.ts';
import { REGISTRATION_LIMITS as L } from '~/features/submissions/messages.ts';
import type { Option, RegisterFormText } from '~/features/submissions/register-i18n.ts';
import { type RegistrationInput, registrationSchema } from '~/features/submissions/registration-schema.ts';
import { usePublicForm } from '~/lib/client/public-form.ts';
import { REGISTRATION_DESCRIPTION_MIN, REGISTRATION_PHONE_MIN, URL_MAX } from '~/lib/constants.ts';
import { blankOf, type FormIslandProps } from '~/lib/forms/form-state.ts';
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

const EMPTY: Values = blankOf(registrationSchema);

/**
 * The /register-business form. A plain form post to the endpoint until its script runs (and with
 * JavaScript off), checked by the browser against the schema's limits; once hydrated, validated with the
 * schema's messages (in the page's language) on submit, then on every change (SPEC §5), and sent by the script.
 */
export default function RegistrationForm({ state, t, frame, options, messages }: Props) {
  const { form, frameProps } = usePublicForm({
    endpoint: '/api/businesses/register',
    empty: EMPTY,
    state,
    t,
    frame,
    schema: registrationSchema,
    // The values as typed: the server parses them with the same schema.
    body: (_data, typed) => typed,
    success: { title: t.successTitle, text: t.successText },
  });
  const bind = (name: keyof Values) => {
    const bound = form.bind(name);
    return { ...bound, error: bound.error && (messages[bound.error] ?? bound.error) };
  };
  const select = (name: keyof Values, label: string, choices: Option[], placeholder: string) => (
    <SelectField label={label} required options={choices} placeholder={placeholder} {...bind(name)} />
  );

  return (
    <PublicForm {...frameProps} noValidate={form.hydrated}>
      <div className="grid gap-5 sm:grid-cols-2">
        <BusinessContactFields
          bind={bind}
          limits={L}
          {...contactFieldWords(t)}
          phone={{ minLength: REGISTRATION_PHONE_MIN, placeholder: '0416 123 45 67' }}
        />
        {select('category', t.categoryLabel, options.categories, t.categoryPlaceholder)}
        {select('district', t.districtLabel, options.districts, t.districtPlaceholder)}
      </div>
      <BusinessAddressField label={t.addressLabel} maxLength={L.address} bound={bind('address')} />
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
        {select('priceRange', t.priceRangeLabel, options.prices, t.priceRangePlaceholder)}
      </div>
      <TextAreaField label={t.servicesLabel} required maxLength={L.services} rows={3} {...bind('services')} />
    </PublicForm>
  );
}
