import { PARTNERSHIP_LIMITS as L } from '~/features/partnerships/messages.ts';
import type { PartnershipFormText } from '~/features/partnerships/partnership-i18n.ts';
import type { PartnershipInput } from '~/features/partnerships/schema.ts';
import { BusinessAddressField, BusinessContactFields } from '~/features/submissions/BusinessContactFields.tsx';
import { contactFieldWords } from '~/features/submissions/business-form-start.ts';
import { usePublicForm } from '~/lib/client/public-form.ts';
import { URL_MAX } from '~/lib/constants.ts';
import type { FormIslandProps } from '~/lib/forms/form-state.ts';
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
  email: '',
  phone: '',
  category: '',
  address: '',
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
  const { form, frameProps } = usePublicForm({
    endpoint: '/api/partnerships/apply',
    empty: EMPTY,
    state,
    t,
    frame,
    body: (values) => ({ ...values, yearsInBusiness: years(values.yearsInBusiness) }),
    success: { title: t.successTitle, text: t.successText },
  });
  const bind = (name: keyof Values) => form.bind(name, 'p');
  /** A select of choices: a required one names its own placeholder. */
  const select = (name: keyof Values, label: string, choices: Options, placeholder?: string) => (
    <SelectField
      label={label}
      required={placeholder !== undefined}
      options={choices}
      placeholder={placeholder ?? t.choose}
      {...bind(name)}
    />
  );

  return (
    <PublicForm {...frameProps}>
      <div className="grid gap-5 sm:grid-cols-2">
        <BusinessContactFields bind={bind} limits={L} {...contactFieldWords(t)} />
        {select('category', t.categoryLabel, options.categories, t.categoryPlaceholder)}
        {select('partnershipType', t.typeLabel, options.types, t.typePlaceholder)}
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
        {select('employeeCount', t.employeesLabel, options.employees)}
        {select('monthlyRevenue', t.revenueLabel, options.revenues)}
      </div>
      <BusinessAddressField label={t.addressLabel} maxLength={L.address} bound={bind('address')} />
      <TextAreaField label={t.descriptionLabel} required maxLength={L.description} rows={4} {...bind('description')} />
      <TextAreaField label={t.offersLabel} maxLength={L.specialOffers} rows={2} {...bind('specialOffers')} />
      <TextAreaField label={t.referencesLabel} maxLength={L.references} rows={2} {...bind('references')} />
      {/* Not shown, but sent empty like the script's request (SPEC §3). */}
      <input type="hidden" name="preferredCommission" value={form.values.preferredCommission} />
      <input type="hidden" name="marketingBudget" value={form.values.marketingBudget} />
    </PublicForm>
  );
}
