import { type FormEvent, useState } from 'react';
import { PARTNERSHIP_PROGRAMMES } from '~/features/partnerships/programmes.ts';
import type { PartnershipInput } from '~/features/partnerships/schema.ts';
import { PARTNERSHIP_MSG as M } from '~/features/submissions/messages.ts';
import {
  EMPLOYEE_COUNTS,
  MONTHLY_REVENUES,
  PARTNERSHIP_CATEGORIES,
  PARTNERSHIP_TYPES,
} from '~/features/submissions/options.ts';
import { requestJson } from '~/lib/client/post-json.ts';
import { showToast } from '~/lib/client/toast.ts';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import { Field, Honeypot, inputClass, KvkkNotice, primaryButtonClass } from '~/lib/ui/FormParts.tsx';

/** No props: the form owns its state. */
export type Props = object;

type Values = Required<{ [K in keyof PartnershipInput]: string }>;

// preferredCommission and marketingBudget are not shown but start empty and are sent (SPEC §3).
const EMPTY: Values = {
  businessName: '',
  ownerName: '',
  phone: '',
  email: '',
  address: '',
  category: '',
  website: '',
  partnershipType: '',
  yearsInBusiness: '',
  employeeCount: '',
  monthlyRevenue: '',
  preferredCommission: '',
  marketingBudget: '',
  description: '',
  specialOffers: '',
  references: '',
};

const REVENUE_LABELS: Record<(typeof MONTHLY_REVENUES)[number], string> = {
  '0-10k': '0 - 10.000 ₺',
  '10k-50k': '10.000 - 50.000 ₺',
  '50k-100k': '50.000 - 100.000 ₺',
  '100k+': '100.000 ₺ ve üzeri',
};

/** The /partnership application: the browser's own checks, then the server's (SPEC §5). */
export default function PartnershipForm(_props: Props) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState('');

  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    const years = Number.parseInt(values.yearsInBusiness, 10);
    const result = await requestJson('/api/partnerships/apply', {
      ...values,
      yearsInBusiness: Number.isFinite(years) ? years : 0,
      [HONEYPOT_FIELD]: honeypot,
    });
    setSubmitting(false);
    if (!result.ok) {
      showToast({ title: M.failureTitle, description: result.error || M.failureText, variant: 'destructive' });
      return;
    }
    setValues(EMPTY);
    showToast({ title: M.successTitle, description: M.successText });
  }

  const input = (name: keyof Values, label: string, type = 'text', required = true, autoComplete?: string) => (
    <Field id={`p-${name}`} label={label} required={required}>
      <input
        id={`p-${name}`}
        name={name}
        type={type}
        required={required}
        value={values[name]}
        onChange={set(name)}
        autoComplete={autoComplete}
        className={inputClass}
      />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} className="relative space-y-5" aria-label="Ortaklık başvuru formu">
      <div className="grid gap-5 sm:grid-cols-2">
        {input('businessName', 'İşletme Adı', 'text', true, 'organization')}
        {input('ownerName', 'Yetkili Adı Soyadı', 'text', true, 'name')}
        {input('phone', 'Telefon', 'tel', true, 'tel')}
        {input('email', 'E-posta', 'email', true, 'email')}
        <Field id="p-category" label="Kategori" required>
          <select
            id="p-category"
            name="category"
            required
            value={values.category}
            onChange={set('category')}
            className={inputClass}
          >
            <option value="">Kategori seçin</option>
            {PARTNERSHIP_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="p-partnershipType" label="Ortaklık Türü" required>
          <select
            id="p-partnershipType"
            name="partnershipType"
            required
            value={values.partnershipType}
            onChange={set('partnershipType')}
            className={inputClass}
          >
            <option value="">Ortaklık türü seçin</option>
            {PARTNERSHIP_TYPES.map((t) => (
              <option key={t} value={t}>
                {PARTNERSHIP_PROGRAMMES[t].label}
              </option>
            ))}
          </select>
        </Field>
        {input('website', 'Web Sitesi', 'url', false, 'url')}
        <Field id="p-yearsInBusiness" label="Faaliyet Yılı">
          <input
            id="p-yearsInBusiness"
            name="yearsInBusiness"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={values.yearsInBusiness}
            onChange={set('yearsInBusiness')}
            className={inputClass}
          />
        </Field>
        <Field id="p-employeeCount" label="Çalışan Sayısı">
          <select
            id="p-employeeCount"
            name="employeeCount"
            value={values.employeeCount}
            onChange={set('employeeCount')}
            className={inputClass}
          >
            <option value="">Seçin</option>
            {EMPLOYEE_COUNTS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field id="p-monthlyRevenue" label="Aylık Ciro">
          <select
            id="p-monthlyRevenue"
            name="monthlyRevenue"
            value={values.monthlyRevenue}
            onChange={set('monthlyRevenue')}
            className={inputClass}
          >
            <option value="">Seçin</option>
            {MONTHLY_REVENUES.map((r) => (
              <option key={r} value={r}>
                {REVENUE_LABELS[r]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {input('address', 'Adres', 'text', true, 'street-address')}
      <Field id="p-description" label="İşletmenizi Tanıtın" required>
        <textarea
          id="p-description"
          name="description"
          required
          rows={4}
          value={values.description}
          onChange={set('description')}
          className={inputClass}
        />
      </Field>
      <Field id="p-specialOffers" label="Özel Teklifleriniz">
        <textarea
          id="p-specialOffers"
          name="specialOffers"
          rows={2}
          value={values.specialOffers}
          onChange={set('specialOffers')}
          className={inputClass}
        />
      </Field>
      <Field id="p-references" label="Referanslar">
        <textarea
          id="p-references"
          name="references"
          rows={2}
          value={values.references}
          onChange={set('references')}
          className={inputClass}
        />
      </Field>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <KvkkNotice />
      <button type="submit" disabled={submitting} className={`${primaryButtonClass} w-full sm:w-auto`}>
        {submitting ? M.submitting : 'Başvuruyu Gönder'}
      </button>
    </form>
  );
}
