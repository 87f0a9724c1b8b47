import { type FormEvent, useRef, useState } from 'react';
import { REGISTRATION_DISTRICTS } from '~/features/directory/districts.ts';
import { REGISTRATION_MSG as M } from '~/features/submissions/messages.ts';
import { PRICE_RANGES } from '~/features/submissions/options.ts';
import {
  REGISTRATION_CATEGORY_LABELS,
  type RegistrationInput,
  registrationSchema,
} from '~/features/submissions/registration-schema.ts';
import { fieldErrorsOf, requestJson } from '~/lib/client/post-json.ts';
import { showToast } from '~/lib/client/toast.ts';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import {
  controlProps,
  Field,
  Honeypot,
  inputClass,
  KvkkNotice,
  primaryButtonClass,
  SelectField,
} from '~/lib/ui/FormParts.tsx';

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

function check(values: Values): Record<string, string> {
  const result = registrationSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

/** The /register-business form: validated on submit, then on every change (SPEC §5). */
export default function RegistrationForm(_props: Props) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [validateOnChange, setValidateOnChange] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: keyof Values) => (event: { target: { value: string } }) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    if (validateOnChange) setErrors(check(next));
  };

  const focusFirstError = (found: Record<string, string>) => {
    const first = Object.keys(EMPTY).find((k) => found[k]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${first}`)?.focus();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setValidateOnChange(true);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setSubmitting(true);
    const result = await requestJson('/api/businesses/register', { ...values, [HONEYPOT_FIELD]: honeypot });
    setSubmitting(false);
    if (result.ok) {
      setValues(EMPTY);
      setErrors({});
      setValidateOnChange(false);
      showToast({ title: M.successTitle, description: M.successText });
      return;
    }
    setErrors(result.fieldErrors);
    showToast({ title: M.failureTitle, description: result.error || M.failureText, variant: 'destructive' });
  }

  const text = (
    name: keyof Values,
    label: string,
    options: { required?: boolean; type?: string; placeholder?: string; autoComplete?: string } = {},
  ) => (
    <Field id={name} label={label} required={options.required} error={errors[name]}>
      <input
        {...controlProps(name, errors[name])}
        type={options.type ?? 'text'}
        value={values[name]}
        onChange={set(name)}
        placeholder={options.placeholder}
        autoComplete={options.autoComplete}
        className={inputClass}
      />
    </Field>
  );

  const select = (name: keyof Values, label: string, options: readonly string[], placeholder: string) => (
    <SelectField
      id={name}
      label={label}
      options={options}
      placeholder={placeholder}
      value={values[name]}
      onChange={set(name)}
      required
      error={errors[name]}
    />
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="relative space-y-5" aria-label="İşletme kayıt formu">
      <div className="grid gap-5 sm:grid-cols-2">
        {text('businessName', 'İşletme Adı', { required: true, autoComplete: 'organization' })}
        {text('ownerName', 'İşletme Sahibi', { required: true, autoComplete: 'name' })}
        {text('email', 'E-posta', { required: true, type: 'email', autoComplete: 'email' })}
        {text('phone', 'Telefon', { required: true, type: 'tel', placeholder: '0416 123 45 67', autoComplete: 'tel' })}
        {select('category', 'Kategori', REGISTRATION_CATEGORY_LABELS, 'Kategori seçin')}
        {select('district', 'İlçe', REGISTRATION_DISTRICTS, 'İlçe seçin')}
      </div>
      {text('address', 'Adres', { required: true, autoComplete: 'street-address' })}
      <Field id="description" label="Açıklama" required error={errors.description} hint="En az 20 karakter">
        <textarea
          {...controlProps('description', errors.description)}
          rows={4}
          value={values.description}
          onChange={set('description')}
          className={inputClass}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('website', 'Web Sitesi', { type: 'url', placeholder: 'https://' })}
        {text('socialMedia', 'Sosyal Medya', { placeholder: '@isletmeniz' })}
        {text('workingHours', 'Çalışma Saatleri', { required: true, placeholder: 'Hafta içi 09:00-18:00' })}
        {select('priceRange', 'Fiyat Aralığı', PRICE_RANGES, 'Fiyat aralığı seçin')}
      </div>
      <Field id="services" label="Hizmetler" required error={errors.services}>
        <textarea
          {...controlProps('services', errors.services)}
          rows={3}
          value={values.services}
          onChange={set('services')}
          className={inputClass}
        />
      </Field>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <KvkkNotice />
      <button type="submit" disabled={submitting} className={`${primaryButtonClass} w-full sm:w-auto`}>
        {submitting ? M.submitting : 'Ücretsiz Kayıt Ol'}
      </button>
    </form>
  );
}
