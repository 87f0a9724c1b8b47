import { PARTNERSHIP_LIMITS as L } from '~/features/partnerships/messages.ts';
import type { PartnershipFormText } from '~/features/partnerships/partnership-i18n.ts';
import type { PartnershipInput } from '~/features/partnerships/schema.ts';
import { BusinessContactFields } from '~/features/submissions/BusinessContactFields.tsx';
import { apiFetch } from '~/lib/client/api.ts';
import { useForm } from '~/lib/client/form.ts';
import { HONEYPOT_FIELD, URL_MAX } from '~/lib/constants.ts';
import { type FormIslandProps, startValues } from '~/lib/forms/form-state.ts';
import { SelectField, TextAreaField, TextField } from '~/lib/ui/fields.tsx';
import { type FormFrameText, PublicForm } from '~/lib/ui/PublicForm.tsx';

type Options = { value: string; label: string }[];

export interface Props extends FormIslandProps {
  /** The form's texts in the page's language (PARTNERSHIP_FORM_TEXT, picked on the server). */
  t: PartnershipFormText;
  frame: FormFrameText;
  /** The choices, labelled in the page's language (partnershipOptions). */
  options: { categories: Options; types: Options; employees: Options; revenues: Options };
}

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
export default function PartnershipForm({ state, t, frame, options }: Props) {
  const form = useForm({
    initial: startValues(EMPTY, state),
    initialErrors: state?.errors,
    send: (values, honeypot) =>
      apiFetch('/api/partnerships/apply', {
        body: {
          ...values,
          yearsInBusiness: years(values.yearsInBusiness),
          lang: frame.lang,
          [HONEYPOT_FIELD]: honeypot,
        },
      }),
    failure: { title: t.failureTitle, text: t.failureText, network: frame.networkError },
    success: { title: t.successTitle, text: t.successText },
  });
  const bind = (name: keyof Values) => form.bind(name, 'p');

  return (
    <PublicForm
      form={form}
      action="/api/partnerships/apply"
      label={t.formLabel}
      message={state?.message}
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
        />
        <SelectField
          label={t.categoryLabel}
          required
          options={options.categories}
          placeholder={t.categoryPlaceholder}
          {...bind('category')}
        />
        <SelectField
          label={t.typeLabel}
          required
          options={options.types}
          placeholder={t.typePlaceholder}
          {...bind('partnershipType')}
        />
        <TextField label={t.websiteLabel} type="url" autoComplete="url" maxLength={URL_MAX} {...bind('website')} />
        <TextField
          label={t.yearsLabel}
          type="number"
          min={L.yearsMin}
          max={L.yearsMax}
          step={1}
          inputMode="numeric"
          {...bind('yearsInBusiness')}
        />
        <SelectField
          label={t.employeesLabel}
          options={options.employees}
          placeholder={t.choose}
          {...bind('employeeCount')}
        />
        <SelectField
          label={t.revenueLabel}
          options={options.revenues}
          placeholder={t.choose}
          {...bind('monthlyRevenue')}
        />
      </div>
      <TextField
        label={t.addressLabel}
        required
        maxLength={L.address}
        autoComplete="street-address"
        {...bind('address')}
      />
      <TextAreaField label={t.descriptionLabel} required maxLength={L.description} rows={4} {...bind('description')} />
      <TextAreaField label={t.offersLabel} maxLength={L.specialOffers} rows={2} {...bind('specialOffers')} />
      <TextAreaField label={t.referencesLabel} maxLength={L.references} rows={2} {...bind('references')} />
      {/* Not shown, but sent empty like the script's request (SPEC §3). */}
      <input type="hidden" name="preferredCommission" value={form.values.preferredCommission} />
      <input type="hidden" name="marketingBudget" value={form.values.marketingBudget} />
    </PublicForm>
  );
}
