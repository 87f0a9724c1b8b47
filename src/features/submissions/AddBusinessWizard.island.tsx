import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ADD_BUSINESS_CATEGORIES } from '~/features/directory/categories.ts';
import { ADD_BUSINESS_DISTRICTS } from '~/features/directory/districts.ts';
import {
  addBusinessSchema,
  INTEREST_FIELDS,
  INTEREST_LABELS,
  type InterestField,
} from '~/features/submissions/add-business-schema.ts';
import MapsImportCard from '~/features/submissions/MapsImportCard.tsx';
import type { MapsImportResult } from '~/features/submissions/maps-import-schema.ts';
import { ADD_BUSINESS_MSG as M } from '~/features/submissions/messages.ts';
import {
  DEFAULT_WORKING_HOURS,
  MARKETING_BUDGETS,
  WEEK_DAY_LABELS,
  WEEK_DAYS,
  type WeekDay,
} from '~/features/submissions/options.ts';
import { fieldErrorsOf, requestJson } from '~/lib/client/post-json.ts';
import { showToast } from '~/lib/client/toast.ts';
import { HONEYPOT_FIELD, NOTICE_FADE_MS, NOTICE_VISIBLE_MS, WIZARD_STEPS } from '~/lib/constants.ts';
import {
  controlProps,
  Field,
  Honeypot,
  inputClass,
  KvkkNotice,
  primaryButtonClass,
  SelectField,
  secondaryButtonClass,
} from '~/lib/ui/FormParts.tsx';

/** No props: the form owns its state. */
export type Props = object;

const STEP_TITLES = ['Temel Bilgiler', 'Sosyal Medya & İletişim', 'Reklamcılık & Pazarlama', 'İnceleme'] as const;

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
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

interface Values extends Record<TextField, string>, Record<InterestField, boolean> {
  workingHours: Record<WeekDay, string>;
  latitude: number | null;
  longitude: number | null;
}

function emptyValues(): Values {
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>),
    ...(Object.fromEntries(INTEREST_FIELDS.map((f) => [f, false])) as Record<InterestField, boolean>),
    workingHours: { ...DEFAULT_WORKING_HOURS },
    latitude: null,
    longitude: null,
  };
}

/** Which step shows each validated field, so a failed save can go back to it. */
const FIELD_STEP: Record<string, number> = {
  name: 1,
  category: 1,
  address: 1,
  email: 1,
  website: 1,
  district: 1,
  marketingBudget: 3,
};

function check(values: Values): Record<string, string> {
  const result = addBusinessSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

/** The four-step /add-business wizard (SPEC §2, §4). Saved businesses wait for review. */
export default function AddBusinessWizard(_props: Props) {
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const [notice, setNotice] = useState<'hidden' | 'visible' | 'fading'>('hidden');
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

  const update = (patch: Partial<Values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (Object.keys(errors).length > 0) setErrors(check(next));
  };
  const setText = (name: TextField) => (event: { target: { value: string } }) =>
    update({ [name]: event.target.value } as Partial<Values>);

  function stepErrors(target: number, found: Record<string, string>) {
    return Object.keys(found).filter((k) => (FIELD_STEP[k] ?? 1) === target);
  }

  function next() {
    const found = check(values);
    if (stepErrors(step, found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    setStep((s) => Math.min(WIZARD_STEPS, s + 1));
  }

  function onImported(result: MapsImportResult) {
    const category =
      result.category && ADD_BUSINESS_CATEGORIES.includes(result.category) ? result.category : values.category;
    update({
      name: result.name || values.name,
      address: result.address || values.address,
      phone: result.phone || values.phone,
      website: result.website || values.website,
      description: result.description || values.description,
      category,
      googleMapsUrl: result.googleMapsUrl,
      googlePlaceId: result.googlePlaceId,
      latitude: result.latitude,
      longitude: result.longitude,
    });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (step < WIZARD_STEPS) {
      next();
      return;
    }
    const found = check(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setStep(Math.min(...Object.keys(found).map((k) => FIELD_STEP[k] ?? 1)));
      return;
    }
    setSaving(true);
    const result = await requestJson('/api/businesses', { ...values, [HONEYPOT_FIELD]: honeypot });
    setSaving(false);
    if (!result.ok) {
      if (Object.keys(result.fieldErrors).length > 0) setErrors(result.fieldErrors);
      showToast({
        title: M.failureTitle,
        description: M.failurePrefix + (result.error || String(result.status)),
        variant: 'destructive',
      });
      return;
    }
    setValues(emptyValues());
    setErrors({});
    setStep(1);
    showToast({ title: M.successTitle, description: M.successText });
    setNotice('visible');
  }

  const text = (
    name: TextField,
    label: string,
    options: { required?: boolean; type?: string; placeholder?: string } = {},
  ) => (
    <Field id={name} label={label} required={options.required} error={errors[name]}>
      <input
        {...controlProps(name, errors[name])}
        type={options.type ?? 'text'}
        value={values[name]}
        onChange={setText(name)}
        placeholder={options.placeholder}
        className={inputClass}
      />
    </Field>
  );
  const select = (
    name: TextField,
    label: string,
    options: readonly string[],
    placeholder: string,
    required = false,
  ) => (
    <SelectField
      id={name}
      label={label}
      options={options}
      placeholder={placeholder}
      value={values[name]}
      onChange={setText(name)}
      required={required}
      error={errors[name]}
    />
  );

  const review: [string, string][] = [
    ['İşletme Adı', values.name],
    ['Kategori', values.category],
    ['Adres', values.address],
    ['İlçe', values.district],
    ['Telefon', values.phone],
    ['E-posta', values.email],
    ['Web Sitesi', values.website],
    ['Açıklama', values.description],
    ['Instagram', values.instagramHandle],
    ['Facebook', values.facebookPage],
    ['WhatsApp', values.whatsappNumber],
    ['Aylık Pazarlama Bütçesi', values.marketingBudget ? `${values.marketingBudget} ₺` : ''],
    [
      'İlgi Alanları',
      INTEREST_FIELDS.filter((f) => values[f])
        .map((f) => INTEREST_LABELS[f])
        .join(', '),
    ],
  ];

  return (
    <div className="relative">
      <ol className="mb-6 grid grid-cols-4 gap-2" aria-label="Adımlar">
        {STEP_TITLES.map((title, i) => (
          <li key={title} aria-current={step === i + 1 ? 'step' : undefined} className="text-center text-xs sm:text-sm">
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
        Adım {step}/{WIZARD_STEPS}: {STEP_TITLES[step - 1]}
      </h2>

      {step === 1 && (
        <div className="mb-6">
          <MapsImportCard onImported={onImported} />
        </div>
      )}

      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="İşletme ekleme formu">
        {step === 1 && (
          <div className="grid gap-5 sm:grid-cols-2">
            {text('name', 'İşletme Adı', { required: true })}
            {select('category', 'Kategori', ADD_BUSINESS_CATEGORIES, 'Kategori seçin', true)}
            <div className="sm:col-span-2">{text('address', 'Adres', { required: true })}</div>
            {select('district', 'İlçe', ADD_BUSINESS_DISTRICTS, 'İlçe seçin')}
            {text('phone', 'Telefon', { type: 'tel' })}
            {text('email', 'E-posta', { type: 'email' })}
            {text('website', 'Web Sitesi', { type: 'url', placeholder: 'https://' })}
            <Field id="description" label="Açıklama" className="sm:col-span-2">
              <textarea
                {...controlProps('description', undefined)}
                rows={4}
                value={values.description}
                onChange={setText('description')}
                className={inputClass}
              />
            </Field>
          </div>
        )}

        {step === 2 && (
          <div className="space-y-6">
            <div className="grid gap-5 sm:grid-cols-2">
              {text('facebookPage', 'Facebook Sayfası', { placeholder: 'facebook.com/isletmeniz' })}
              {text('instagramHandle', 'Instagram', { placeholder: '@isletmeniz' })}
              {text('tiktokHandle', 'TikTok', { placeholder: '@isletmeniz' })}
              {text('youtubeChannel', 'YouTube Kanalı')}
              {text('linkedinPage', 'LinkedIn Sayfası')}
              {text('whatsappNumber', 'WhatsApp Numarası', { type: 'tel' })}
            </div>
            <fieldset>
              <legend className="text-sm font-semibold text-slate-800">Çalışma Saatleri</legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {WEEK_DAYS.map((day) => (
                  <Field key={day} id={`hours-${day}`} label={WEEK_DAY_LABELS[day]}>
                    <input
                      id={`hours-${day}`}
                      value={values.workingHours[day]}
                      onChange={(e) => update({ workingHours: { ...values.workingHours, [day]: e.target.value } })}
                      className={inputClass}
                    />
                  </Field>
                ))}
              </div>
            </fieldset>
          </div>
        )}

        {step === 3 && (
          <div className="space-y-6">
            <fieldset>
              <legend className="text-sm font-semibold text-slate-800">İlgilendiğiniz reklam ve hizmetler</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {INTEREST_FIELDS.map((field) => (
                  <label
                    key={field}
                    className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2"
                  >
                    <input
                      type="checkbox"
                      checked={values[field]}
                      onChange={(e) => update({ [field]: e.target.checked } as Partial<Values>)}
                      className="h-4 w-4 accent-brand-600"
                    />
                    {INTEREST_LABELS[field]}
                  </label>
                ))}
              </div>
            </fieldset>
            {select('marketingBudget', 'Aylık Pazarlama Bütçesi (₺)', MARKETING_BUDGETS, 'Bütçe seçin')}
            <Field id="targetAudience" label="Hedef Kitle">
              <textarea
                {...controlProps('targetAudience', undefined)}
                rows={2}
                value={values.targetAudience}
                onChange={setText('targetAudience')}
                className={inputClass}
              />
            </Field>
            <Field id="businessGoals" label="İşletme Hedefleri">
              <textarea
                {...controlProps('businessGoals', undefined)}
                rows={2}
                value={values.businessGoals}
                onChange={setText('businessGoals')}
                className={inputClass}
              />
            </Field>
          </div>
        )}

        {step === 4 && (
          <div className="space-y-4">
            <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {review.map(([label, value]) => (
                <div key={label} className="grid gap-1 px-4 py-2 sm:grid-cols-3">
                  <dt className="text-sm font-medium text-slate-600">{label}</dt>
                  <dd className="text-sm text-slate-900 sm:col-span-2">{value || '—'}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-slate-600">
              Kaydettiğiniz işletme ekibimiz tarafından incelendikten sonra yayınlanır.
            </p>
            <KvkkNotice />
          </div>
        )}

        <Honeypot value={honeypot} onChange={setHoneypot} />

        <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
          <button
            type="button"
            onClick={() => setStep((s) => Math.max(1, s - 1))}
            disabled={step === 1}
            className={secondaryButtonClass}
          >
            Geri
          </button>
          {step < WIZARD_STEPS ? (
            <button type="submit" className={primaryButtonClass}>
              İleri
            </button>
          ) : (
            <button type="submit" disabled={saving} className={primaryButtonClass}>
              {saving ? 'Kaydediliyor...' : 'Kaydet'}
            </button>
          )}
        </div>
      </form>

      {notice !== 'hidden' && (
        <div
          role="status"
          className={`fixed right-4 top-20 z-50 max-w-xs rounded-xl border border-green-300 bg-green-50 p-4 text-green-900 shadow-lg transition-opacity duration-300 ${notice === 'fading' ? 'opacity-0' : 'opacity-100'}`}
        >
          <p className="font-semibold">{M.noticeTitle}</p>
          <p className="mt-1 text-sm">{M.noticeText}</p>
        </div>
      )}
    </div>
  );
}
