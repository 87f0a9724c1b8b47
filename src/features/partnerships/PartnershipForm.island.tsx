import {
  EMPLOYEE_COUNTS,
  MONTHLY_REVENUES,
  PARTNERSHIP_CATEGORIES,
  PARTNERSHIP_TYPES,
} from '~/features/listings/options.ts';
import { PARTNERSHIP_LIMITS as L, PARTNERSHIP_MSG as M } from '~/features/partnerships/messages.ts';
import { PARTNERSHIP_PROGRAMMES } from '~/features/partnerships/programmes.ts';
import type { PartnershipInput } from '~/features/partnerships/schema.ts';
import { BusinessContactFields } from '~/features/submissions/BusinessContactFields.tsx';
import { apiFetch } from '~/lib/client/api.ts';
import { useForm } from '~/lib/client/form.ts';
import { HONEYPOT_FIELD, URL_MAX } from '~/lib/constants.ts';
import { type FormIslandProps, startValues } from '~/lib/forms/form-state.ts';
import { formatLira } from '~/lib/text.ts';
import { plainOptions, SelectField, TextAreaField, TextField } from '~/lib/ui/fields.tsx';
import { PublicForm } from '~/lib/ui/PublicForm.tsx';

export type Props = FormIslandProps;

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
  '0-10k': `${formatLira(0)} – ${formatLira(10_000)}`,
  '10k-50k': `${formatLira(10_000)} – ${formatLira(50_000)}`,
  '50k-100k': `${formatLira(50_000)} – ${formatLira(100_000)}`,
  '100k+': `${formatLira(100_000)} ve üzeri`,
};
const REVENUE_OPTIONS = MONTHLY_REVENUES.map((value) => ({ value, label: REVENUE_LABELS[value] }));
const TYPE_OPTIONS = PARTNERSHIP_TYPES.map((value) => ({ value, label: PARTNERSHIP_PROGRAMMES[value].label }));

/** Years in business as a whole number: anything else is 0 (SPEC §5). */
function years(value: string): number {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : 0;
}

/**
 * The /partnership application: the browser's own checks, then the server's (SPEC §5). A plain form post
 * to /api/partnerships/apply until its script runs (and with JavaScript off); then sent by the script,
 * ending in the success toast with the form emptied.
 */
export default function PartnershipForm({ state }: Props) {
  const form = useForm({
    initial: startValues(EMPTY, state),
    initialErrors: state?.errors,
    send: (values, honeypot) =>
      apiFetch('/api/partnerships/apply', {
        body: { ...values, yearsInBusiness: years(values.yearsInBusiness), [HONEYPOT_FIELD]: honeypot },
      }),
    failure: { title: M.failureTitle, text: M.failureText },
    success: { title: M.successTitle, text: M.successText },
  });
  const bind = (name: keyof Values) => form.bind(name, 'p');

  return (
    <PublicForm
      form={form}
      action="/api/partnerships/apply"
      label="Ortaklık başvuru formu"
      message={state?.message}
      submitLabel="Başvuruyu Gönder"
      submittingLabel={M.submitting}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <BusinessContactFields bind={bind} limits={L} ownerLabel="Yetkili Adı Soyadı" />
        <SelectField
          label="Kategori"
          required
          options={PARTNERSHIP_CATEGORIES}
          placeholder="Kategori seçin"
          {...bind('category')}
        />
        <SelectField
          label="Ortaklık Türü"
          required
          options={TYPE_OPTIONS}
          placeholder="Ortaklık türü seçin"
          {...bind('partnershipType')}
        />
        <TextField label="Web Sitesi" type="url" autoComplete="url" maxLength={URL_MAX} {...bind('website')} />
        <TextField
          label="Faaliyet Yılı"
          type="number"
          min={L.yearsMin}
          max={L.yearsMax}
          step={1}
          inputMode="numeric"
          {...bind('yearsInBusiness')}
        />
        <SelectField
          label="Çalışan Sayısı"
          options={plainOptions(EMPLOYEE_COUNTS)}
          placeholder="Seçin"
          {...bind('employeeCount')}
        />
        <SelectField label="Aylık Ciro" options={REVENUE_OPTIONS} placeholder="Seçin" {...bind('monthlyRevenue')} />
      </div>
      <TextField label="Adres" required maxLength={L.address} autoComplete="street-address" {...bind('address')} />
      <TextAreaField label="İşletmenizi Tanıtın" required maxLength={L.description} rows={4} {...bind('description')} />
      <TextAreaField label="Özel Teklifleriniz" maxLength={L.specialOffers} rows={2} {...bind('specialOffers')} />
      <TextAreaField label="Referanslar" maxLength={L.references} rows={2} {...bind('references')} />
      {/* Not shown, but sent empty like the script's request (SPEC §3). */}
      <input type="hidden" name="preferredCommission" value={form.values.preferredCommission} />
      <input type="hidden" name="marketingBudget" value={form.values.marketingBudget} />
    </PublicForm>
  );
}
