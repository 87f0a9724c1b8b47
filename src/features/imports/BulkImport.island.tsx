import { type FormEvent, useRef, useState } from 'react';
import AdminLoginNotice from '~/features/identity/AdminLoginNotice.tsx';
import { BULK_MSG, type BulkImportResult, csvTemplate, splitUrlLines } from '~/features/imports/messages.ts';
import { ADD_BUSINESS_CATEGORIES } from '~/features/listings/categories.ts';
import { ApiError, apiData } from '~/lib/client/api.ts';
import { showToast } from '~/lib/client/toast.ts';
import { useHydrated } from '~/lib/client/use-hydrated.ts';
import type { FormState } from '~/lib/forms/form-state.ts';
import { controlProps, Field, inputClass } from '~/lib/ui/field.tsx';
import { PlainOptions } from '~/lib/ui/PlainOptions.tsx';
import { buttonClass } from '~/lib/ui/recipes.ts';

export interface Props {
  /** Path of this page, to come back to after logging in. */
  path: string;
  /** True for an admin's session: the forms; anyone else sees the way to the login. */
  admin: boolean;
  /** True when someone without the admin role is signed in. */
  signedIn: boolean;
  /** A browser's form post the server refused, shown again with its message and values. */
  state?: FormState;
  /** What a browser's form post imported. */
  result?: BulkImportResult;
}

type Tab = 'csv' | 'maps';
type State =
  | { status: 'idle' }
  | { status: 'uploading' }
  | { status: 'success'; result: BulkImportResult }
  | { status: 'failure'; message: string };

const TABS: { id: Tab; label: string }[] = [
  { id: 'csv', label: 'CSV Dosyası' },
  { id: 'maps', label: 'Google Maps Bağlantıları' },
];

const MAPS_ACTION = '/api/bulk-import/google-maps';
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csvTemplate()}`)}`;

/** POSTs the CSV form; a non-OK answer throws with the server's message. */
function uploadCsv(file: File, category: string): Promise<BulkImportResult> {
  const body = new FormData();
  body.set('csv', file);
  body.set('category', category);
  return apiData<BulkImportResult>('/api/bulk-import/csv', { body });
}

function ResultPanel({ state }: { state: State }) {
  if (state.status === 'failure') {
    return <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">{state.message}</p>;
  }
  if (state.status !== 'success') return null;
  const { imported, errors, duplicates, notice } = state.result;
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
      <dl className="grid grid-cols-3 gap-3 text-center">
        <div className="rounded-lg bg-green-50 p-3">
          <dt className="text-sm text-green-800">İçe aktarılan</dt>
          <dd className="text-2xl font-bold text-green-900">{imported}</dd>
        </div>
        <div className="rounded-lg bg-red-50 p-3">
          <dt className="text-sm text-red-800">Hatalı</dt>
          <dd className="text-2xl font-bold text-red-900">{errors.length}</dd>
        </div>
        <div className="rounded-lg bg-slate-100 p-3">
          <dt className="text-sm text-slate-700">Tekrar eden</dt>
          <dd className="text-2xl font-bold text-slate-900">{duplicates}</dd>
        </div>
      </dl>
      {notice && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{notice}</p>}
      {errors.length > 0 && (
        <ul className="max-h-64 list-disc space-y-1 overflow-auto pl-5 text-sm text-red-800" aria-label="Hatalar">
          {errors.map((error) => (
            <li key={`${error.row}-${error.message}`}>
              {error.row}. satır: {error.message}
            </li>
          ))}
        </ul>
      )}
      {imported > 0 && (
        <p className="text-sm text-slate-700">
          {BULK_MSG.pendingNote}{' '}
          <a href="/admin/approval" className="font-semibold text-brand-700 underline">
            Onay paneline git
          </a>
        </p>
      )}
    </div>
  );
}

/**
 * /bulk-import for admins: a CSV file or Google Maps links become pending businesses. One plain form
 * (multipart, each button posts to its endpoint) that works without scripts; with them, tabs and an
 * answer in place.
 */
export default function BulkImport({ path, admin, signedIn, state, result }: Props) {
  const hydrated = useHydrated();
  const [tab, setTab] = useState<Tab>(state?.values.urls ? 'maps' : 'csv');
  const [category, setCategory] = useState(state?.values.category ?? '');
  const [urls, setUrls] = useState(state?.values.urls ?? '');
  const [outcome, setOutcome] = useState<State>(
    result ? { status: 'success', result } : state ? { status: 'failure', message: state.message } : { status: 'idle' },
  );
  const fileInput = useRef<HTMLInputElement>(null);

  if (!admin) return <AdminLoginNotice next={path} notAdmin={signedIn} />;

  function succeed(result: BulkImportResult) {
    setOutcome({ status: 'success', result });
    showToast({
      title: BULK_MSG.successTitle,
      description: BULK_MSG.successText(result.imported, result.errors.length, result.duplicates),
    });
  }

  async function send(upload: () => Promise<BulkImportResult>, failedTitle: string, failedText: string) {
    setOutcome({ status: 'uploading' });
    try {
      succeed(await upload());
    } catch (error) {
      const message = error instanceof ApiError ? error.message : failedText;
      setOutcome({ status: 'failure', message });
      showToast({ title: failedTitle, description: message, variant: 'destructive' });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = (description: string) =>
      showToast({ title: BULK_MSG.missingTitle, description, variant: 'destructive' });
    if (tab === 'csv') {
      const file = fileInput.current?.files?.[0];
      if (!file || !category) return missing(BULK_MSG.missingFile);
      return send(() => uploadCsv(file, category), BULK_MSG.uploadFailed, BULK_MSG.uploadFailedText);
    }
    const list = splitUrlLines(urls);
    if (list.length === 0 || !category) return missing(BULK_MSG.missingUrls);
    const body = { urls: list, category };
    return send(() => apiData<BulkImportResult>(MAPS_ACTION, { body }), BULK_MSG.importFailed, BULK_MSG.importFailed);
  }

  const busy = outcome.status === 'uploading';
  const errors = state?.errors ?? {};
  // Without scripts both halves of the form show; with them, one tab at a time.
  const panel = (id: Tab) => ({
    id: `panel-${id}`,
    hidden: hydrated && tab !== id,
    ...(hydrated ? { role: 'tabpanel', 'aria-labelledby': `tab-${id}` } : {}),
  });

  return (
    <form
      method="post"
      action="/api/bulk-import/csv"
      encType="multipart/form-data"
      onSubmit={submit}
      noValidate
      className="space-y-6"
    >
      <Field id="category" label="Kategori" error={errors.category}>
        <select
          {...controlProps('category', errors.category)}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          className={inputClass}
        >
          <PlainOptions empty="Kategori seçin" values={ADD_BUSINESS_CATEGORIES} />
        </select>
      </Field>

      {hydrated && (
        <div role="tablist" aria-label="İçe aktarma yöntemi" className="flex gap-2 border-b border-slate-200">
          {TABS.map((t) => (
            <button
              key={t.id}
              id={`tab-${t.id}`}
              type="button"
              role="tab"
              aria-selected={tab === t.id}
              aria-controls={`panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => setTab(t.id)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                  const next = tab === 'csv' ? 'maps' : 'csv';
                  setTab(next);
                  document.getElementById(`tab-${next}`)?.focus();
                }
              }}
              className={`-mb-px border-b-2 px-4 py-2 font-semibold ${tab === t.id ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            >
              {t.label}
            </button>
          ))}
        </div>
      )}

      <div {...panel('csv')} className="space-y-4">
        <Field
          id="csv"
          label="CSV dosyası"
          error={errors.csv}
          hint="Sütunlar: name, address, phone, email, website, description (en fazla 5 MB)."
        >
          <input
            {...controlProps('csv', errors.csv, 'hint')}
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className={inputClass}
          />
        </Field>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
            {busy ? 'Yükleniyor...' : 'CSV Yükle'}
          </button>
          <a href={TEMPLATE_HREF} download="isletme-sablonu.csv" className={buttonClass('secondary', 'md')}>
            Şablon CSV İndir
          </a>
        </div>
      </div>

      <div {...panel('maps')} className="space-y-4">
        <Field id="urls" label="Google Maps bağlantıları (her satıra bir bağlantı)" error={errors.urls}>
          <textarea
            {...controlProps('urls', errors.urls)}
            rows={6}
            value={urls}
            onChange={(e) => setUrls(e.target.value)}
            className={inputClass}
            placeholder="https://www.google.com/maps/place/..."
          />
        </Field>
        <button type="submit" formAction={MAPS_ACTION} disabled={busy} className={buttonClass('primary', 'md')}>
          {busy ? 'İçe aktarılıyor...' : 'Bağlantıları İçe Aktar'}
        </button>
      </div>

      <div aria-live="polite" role="status" aria-label="İçe aktarma sonucu">
        <ResultPanel state={outcome} />
      </div>
    </form>
  );
}
