import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { ADD_BUSINESS_CATEGORIES } from '~/features/listings/categories.ts';
import { DEFAULT_WORKING_HOURS, WEEK_DAYS, type WeekDay } from '~/features/listings/options.ts';
import { INTEREST_FIELDS, type InterestField } from '~/features/listings/vocabulary.ts';
import type { AddBusinessOptions, AddBusinessText, MapsImportText } from '~/features/submissions/add-business-i18n.ts';
import { addBusinessSchema } from '~/features/submissions/add-business-schema.ts';
import MapsImportCard from '~/features/submissions/MapsImportCard.tsx';
import type { MapsImportResult } from '~/features/submissions/maps-import-schema.ts';
import { ADD_BUSINESS_LIMITS as L } from '~/features/submissions/messages.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { useForm } from '~/lib/client/form.ts';
import { useHydrated } from '~/lib/client/use-hydrated.ts';
import {
  ADD_BUSINESS_ADDRESS_MIN,
  ADD_BUSINESS_NAME_MIN,
  EMAIL_MAX,
  HONEYPOT_FIELD,
  NOTICE_FADE_MS,
  NOTICE_VISIBLE_MS,
  URL_MAX,
  WIZARD_STEPS,
} from '~/lib/constants.ts';
import { type FormIslandProps, startValues } from '~/lib/forms/form-state.ts';
import { FIELD_ERROR_CLASS, primaryButtonClass, secondaryButtonClass } from '~/lib/ui/field.tsx';
import {
  CheckboxField,
  type Option,
  SelectField,
  TextAreaField,
  type TextAreaFieldProps,
  TextField,
  type TextFieldProps,
} from '~/lib/ui/fields.tsx';
import { FormAlert, Honeypot, KvkkNotice } from '~/lib/ui/form-notices.tsx';
import type { FormFrameText } from '~/lib/ui/PublicForm.tsx';

export interface Props extends FormIslandProps {
  /** The wizard's texts in the page's language (ADD_BUSINESS_TEXT, picked on the server). */
  t: AddBusinessText;
  frame: FormFrameText;
  /** The choices, labelled in the page's language (addBusinessOptions). */
  options: AddBusinessOptions;
  /** The schema's Turkish messages in the page's language (schemaMessagesIn; empty in Turkish). */
  messages: Readonly<Record<string, string>>;
  /** The Maps import card's texts. */
  maps: MapsImportText;
}

const TEXT_FIELDS = [
  'name',
  'category',
  'address',
  'email',
  'website',
  'phone',
  'description',
  'district',
  'facebookPage',
  'instagramHandle',
  'tiktokHandle',
  'youtubeChannel',
  'linkedinPage',
  'whatsappNumber',
  'marketingBudget',
  'targetAudience',
  'businessGoals',
  'googleMapsUrl',
  'googlePlaceId',
  // Filled by the Maps import card, as typed numbers ('' for none).
  'latitude',
  'longitude',
] as const;
type TextName = (typeof TEXT_FIELDS)[number];

/** The form field of a day's working hours: dotted, as the endpoint reads a form post into `workingHours`. */
const hoursName = (day: WeekDay) => `workingHours.${day}` as const;
type HoursName = ReturnType<typeof hoursName>;

/** The wizard's values by form field name, as the controls hold them. */
type Values = Record<TextName | HoursName, string> & Record<InterestField, boolean>;

const EMPTY = {
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextName, string>),
  ...(Object.fromEntries(WEEK_DAYS.map((d) => [hoursName(d), DEFAULT_WORKING_HOURS[d]])) as Record<HoursName, string>),
  ...(Object.fromEntries(INTEREST_FIELDS.map((f) => [f, false])) as Record<InterestField, boolean>),
} satisfies Values;

/** The fields only the Maps import fills: sent with the form, never typed. */
const MAPS_FIELDS = ['googleMapsUrl', 'googlePlaceId', 'latitude', 'longitude'] as const;

const coordinate = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/** The schema's input of the values: working hours nested, coordinates as numbers. */
function wizardInput(values: Values) {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) if (!name.startsWith('workingHours.')) input[name] = value;
  input.workingHours = Object.fromEntries(WEEK_DAYS.map((d) => [d, values[hoursName(d)]]));
  input.latitude = coordinate(values.latitude);
  input.longitude = coordinate(values.longitude);
  return input;
}

const wizardSchema = { safeParse: (values: Values) => addBusinessSchema.safeParse(wizardInput(values)) };

/** Which step shows each field, so a refused save goes back to it (unlisted fields are on step 1). */
const FIELD_STEP: Record<string, number> = {
  facebookPage: 2,
  instagramHandle: 2,
  tiktokHandle: 2,
  youtubeChannel: 2,
  linkedinPage: 2,
  whatsappNumber: 2,
  workingHours: 2,
  marketingBudget: 3,
  targetAudience: 3,
  businessGoals: 3,
};

/** The step of the first field with a message (step 1 when none has one). */
function firstStepOf(errors: Record<string, string>): number {
  const steps = Object.keys(errors).map((k) => FIELD_STEP[k] ?? 1);
  return steps.length > 0 ? Math.min(...steps) : 1;
}

/** A titled group of fields in two columns, with the group's own message under them. */
function FieldGroup({
  legend,
  gap,
  message,
  children,
}: {
  legend: string;
  gap: 'gap-2' | 'gap-3';
  message?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className={`mt-2 grid ${gap} sm:grid-cols-2`}>{children}</div>
      {message && (
        <p className={FIELD_ERROR_CLASS} role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The /add-business form (SPEC §2, §4). In the server's HTML (before its script runs, and with JavaScript
 * off) one page of four fieldsets and one button, a plain form post to /api/businesses checked by the
 * browser against the schema's limits; once hydrated, the four-step wizard with the Maps import card,
 * sent by the script. Saved businesses wait for review.
 */
export default function AddBusinessWizard({ state, t, frame, options, messages, maps }: Props) {
  const STEP_TITLES = [t.step1, t.step2, t.step3, t.step4];
  const say = (message: string | undefined) => message && (messages[message] ?? message);
  // Until hydration the wizard renders as the server did (all fieldsets), so nothing mismatches and
  // whatever was typed stays; then the steps take over.
  const stepped = useHydrated();
  const [step, setStep] = useState(() => (state ? firstStepOf(state.errors) : 1));
  const [notice, setNotice] = useState<'hidden' | 'visible' | 'fading'>('hidden');
  const form = useForm({
    initial: startValues(EMPTY, state),
    initialErrors: state?.errors,
    schema: wizardSchema,
    send: async (_data, honeypot, typed) => {
      const body = { ...wizardInput(typed), lang: frame.lang, [HONEYPOT_FIELD]: honeypot };
      const result = await apiFetch('/api/businesses', { body });
      return result.ok ? result : { ...result, error: t.failurePrefix + (result.error || String(result.status)) };
    },
    failure: { title: t.failureTitle, text: t.failurePrefix, network: frame.networkError },
    success: { title: t.successTitle, text: t.successText },
    onInvalid: (found) => setStep(firstStepOf(found)),
    onSuccess: () => {
      setStep(1);
      setNotice('visible');
    },
  });
  const values = form.values;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change, which is what moves focus
  useEffect(() => {
    // Move focus to the new step's heading for keyboard and screen-reader users (not on first load).
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [step]);

  useEffect(() => {
    if (notice !== 'visible') return;
    const fade = setTimeout(() => setNotice('fading'), NOTICE_VISIBLE_MS);
    return () => clearTimeout(fade);
  }, [notice]);
  useEffect(() => {
    if (notice !== 'fading') return;
    const hide = setTimeout(() => setNotice('hidden'), NOTICE_FADE_MS);
    return () => clearTimeout(hide);
  }, [notice]);

  function stepErrors(target: number, found: Record<string, string>) {
    return Object.keys(found).filter((k) => (FIELD_STEP[k] ?? 1) === target);
  }

  function next() {
    const found = form.check();
    if (stepErrors(step, found).length > 0) return;
    form.setErrors({});
    setStep((s) => Math.min(WIZARD_STEPS, s + 1));
  }

  function onImported(result: MapsImportResult) {
    const category =
      result.category && ADD_BUSINESS_CATEGORIES.includes(result.category) ? result.category : values.category;
    form.setValue('name', result.name || values.name);
    form.setValue('address', result.address || values.address);
    form.setValue('phone', result.phone || values.phone);
    form.setValue('website', result.website || values.website);
    form.setValue('description', result.description || values.description);
    form.setValue('category', category);
    form.setValue('googleMapsUrl', result.googleMapsUrl);
    form.setValue('googlePlaceId', result.googlePlaceId);
    form.setValue('latitude', result.latitude === null ? '' : String(result.latitude));
    form.setValue('longitude', result.longitude === null ? '' : String(result.longitude));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (step < WIZARD_STEPS) {
      event.preventDefault();
      next();
      return;
    }
    void form.onSubmit(event);
  }

  const text = (name: TextName, label: string, options: Partial<TextFieldProps> = {}) => (
    <TextField id={name} label={label} {...options} {...form.field(name)} error={say(form.field(name).error)} />
  );
  const area = (name: TextName, label: string, options: Partial<TextAreaFieldProps> = {}) => (
    <TextAreaField id={name} label={label} {...options} {...form.field(name)} error={say(form.field(name).error)} />
  );
  const select = (name: TextName, label: string, choices: readonly Option[], placeholder: string, required = false) => (
    <SelectField
      id={name}
      label={label}
      options={choices}
      placeholder={placeholder}
      required={required}
      {...form.field(name)}
      error={say(form.field(name).error)}
    />
  );

  const review: [string, string][] = [
    [t.nameLabel, values.name],
    [t.categoryLabel, options.categories.find((c) => c.value === values.category)?.label ?? values.category],
    [t.addressLabel, values.address],
    [t.districtLabel, values.district],
    [t.phoneLabel, values.phone],
    [t.emailLabel, values.email],
    [t.websiteLabel, values.website],
    [t.descriptionLabel, values.description],
    ['Instagram', values.instagramHandle],
    ['Facebook', values.facebookPage],
    ['WhatsApp', values.whatsappNumber],
    [t.budgetLabel, options.budgets.find((b) => b.value === values.marketingBudget)?.label ?? ''],
    [
      t.interestsLabel,
      INTEREST_FIELDS.filter((f) => values[f])
        .map((f) => options.interests[f])
        .join(', '),
    ],
  ];

  /** One step's fieldset: on the one page its legend names it; in the wizard the step heading does. */
  const section = (n: number, children: ReactNode) =>
    (!stepped || step === n) && (
      <fieldset key={n} className="space-y-5 border-0 p-0">
        <legend className={stepped ? 'sr-only' : 'mb-4 text-xl font-bold'}>{STEP_TITLES[n - 1]}</legend>
        {children}
      </fieldset>
    );

  return (
    <div className="relative">
      {stepped && (
        <>
          <ol className="mb-6 grid grid-cols-4 gap-2" aria-label={t.steps}>
            {STEP_TITLES.map((title, i) => (
              <li
                key={title}
                aria-current={step === i + 1 ? 'step' : undefined}
                className="text-center text-xs sm:text-sm"
              >
                <span
                  className={`mx-auto flex h-8 w-8 items-center justify-center rounded-full font-semibold ${step >= i + 1 ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-600'}`}
                >
                  {i + 1}
                </span>
                <span className={`mt-1 block ${step === i + 1 ? 'font-semibold text-slate-900' : 'text-slate-500'}`}>
                  {title}
                </span>
              </li>
            ))}
          </ol>

          <h2 ref={headingRef} tabIndex={-1} className="mb-4 text-xl font-bold">
            {t.step} {step}/{WIZARD_STEPS}: {STEP_TITLES[step - 1]}
          </h2>
        </>
      )}

      {(!stepped || step === 1) && (
        <div className="mb-6">
          <MapsImportCard onImported={onImported} t={maps} lang={frame.lang} />
        </div>
      )}

      <form
        ref={form.ref}
        method="post"
        action="/api/businesses"
        onSubmit={onSubmit}
        noValidate={stepped}
        className="space-y-8"
        aria-label={t.formLabel}
      >
        <input type="hidden" name="lang" value={frame.lang} />
        {/* What the Maps import found (the card's own post fills them in on the server too). */}
        {MAPS_FIELDS.map((name) => (
          <input key={name} type="hidden" name={name} value={values[name]} />
        ))}
        <FormAlert message={state?.message} />

        {section(
          1,
          <div className="grid gap-5 sm:grid-cols-2">
            {text('name', t.nameLabel, { required: true, minLength: ADD_BUSINESS_NAME_MIN, maxLength: L.name })}
            {select('category', t.categoryLabel, options.categories, t.categoryPlaceholder, true)}
            <div className="sm:col-span-2">
              {text('address', t.addressLabel, {
                required: true,
                minLength: ADD_BUSINESS_ADDRESS_MIN,
                maxLength: L.address,
                autoComplete: 'street-address',
              })}
            </div>
            {select('district', t.districtLabel, options.districts, t.districtPlaceholder)}
            {text('phone', t.phoneLabel, { type: 'tel', maxLength: L.phone })}
            {text('email', t.emailLabel, { type: 'email', maxLength: EMAIL_MAX })}
            {text('website', t.websiteLabel, { type: 'url', placeholder: 'https://', maxLength: URL_MAX })}
            {area('description', t.descriptionLabel, { rows: 4, maxLength: L.description, className: 'sm:col-span-2' })}
          </div>,
        )}

        {section(
          2,
          <>
            <div className="grid gap-5 sm:grid-cols-2">
              {text('facebookPage', t.facebookLabel, {
                placeholder: t.facebookPlaceholder,
                maxLength: L.facebookPage,
              })}
              {text('instagramHandle', 'Instagram', { placeholder: t.handlePlaceholder, maxLength: L.instagramHandle })}
              {text('tiktokHandle', 'TikTok', { placeholder: t.handlePlaceholder, maxLength: L.tiktokHandle })}
              {text('youtubeChannel', t.youtubeLabel, { maxLength: L.youtubeChannel })}
              {text('linkedinPage', t.linkedinLabel, { maxLength: L.linkedinPage })}
              {text('whatsappNumber', t.whatsappLabel, { type: 'tel', maxLength: L.whatsappNumber })}
            </div>
            <FieldGroup
              legend={t.hoursLabel}
              gap="gap-3"
              message={form.errors.workingHours && say(form.errors.workingHours)}
            >
              {WEEK_DAYS.map((day) => (
                <TextField
                  key={day}
                  id={`hours-${day}`}
                  name={hoursName(day)}
                  label={options.days[day]}
                  maxLength={L.hours}
                  value={values[hoursName(day)]}
                  onChange={(value) => form.setValue(hoursName(day), value)}
                />
              ))}
            </FieldGroup>
          </>,
        )}

        {section(
          3,
          <>
            <FieldGroup legend={t.interestsLegend} gap="gap-2">
              {INTEREST_FIELDS.map((field) => (
                <CheckboxField
                  key={field}
                  id={field}
                  label={options.interests[field]}
                  checked={values[field]}
                  onChange={(checked) => form.setValue(field, checked)}
                />
              ))}
            </FieldGroup>
            {select('marketingBudget', t.budgetLabel, options.budgets, t.budgetPlaceholder)}
            {area('targetAudience', t.audienceLabel, { rows: 2, maxLength: L.targetAudience })}
            {area('businessGoals', t.goalsLabel, { rows: 2, maxLength: L.businessGoals })}
          </>,
        )}

        {section(
          4,
          <>
            {stepped && (
              <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {review.map(([label, value]) => (
                  <div key={label} className="grid gap-1 px-4 py-2 sm:grid-cols-3">
                    <dt className="text-sm font-medium text-slate-600">{label}</dt>
                    <dd className="text-sm text-slate-900 sm:col-span-2">{value || '—'}</dd>
                  </div>
                ))}
              </dl>
            )}
            <p className="text-sm text-slate-600">{t.reviewNote}</p>
            <KvkkNotice text={frame} />
          </>,
        )}

        <Honeypot {...form.honeypot} label={frame.honeypot} />

        {stepped ? (
          <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
            <button
              type="button"
              onClick={() => setStep((s) => Math.max(1, s - 1))}
              disabled={step === 1}
              className={secondaryButtonClass}
            >
              {t.back}
            </button>
            {step < WIZARD_STEPS ? (
              <button type="submit" className={primaryButtonClass}>
                {t.next}
              </button>
            ) : (
              <button type="submit" disabled={form.submitting} className={primaryButtonClass}>
                {form.submitting ? t.saving : t.save}
              </button>
            )}
          </div>
        ) : (
          <div className="border-t border-slate-200 pt-4">
            <button type="submit" className={primaryButtonClass}>
              {t.save}
            </button>
          </div>
        )}
      </form>

      {notice !== 'hidden' && (
        <div
          role="status"
          className={`fixed right-4 top-20 z-50 max-w-xs rounded-xl border border-green-300 bg-green-50 p-4 text-green-900 shadow-lg transition-opacity duration-300 ${notice === 'fading' ? 'opacity-0' : 'opacity-100'}`}
        >
          <p className="font-semibold">{t.noticeTitle}</p>
          <p className="mt-1 text-sm">{t.noticeText}</p>
        </div>
      )}
    </div>
  );
}
