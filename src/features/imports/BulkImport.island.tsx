import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import AdminLoginNotice from '~/features/admin/AdminLoginNotice.tsx';
import { $adminSession, loadAdminSession } from '~/features/admin/session-store.ts';
import { ADD_BUSINESS_CATEGORIES } from '~/features/directory/categories.ts';
import { BULK_MSG, type BulkImportResult, csvTemplate, splitUrlLines } from '~/features/imports/messages.ts';
import { ApiError, apiData } from '~/lib/client/api.ts';
import { showToast } from '~/lib/client/toast.ts';
import { inputClass } from '~/lib/ui/field.tsx';

export interface Props {
  /** Path of this page, to come back to after logging in. */
  path: string;
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

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([`\uFEFF${csvTemplate()}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'isletme-sablonu.csv';
  link.click();
  URL.revokeObjectURL(url);
}

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

/** /bulk-import for admins: a CSV file or Google Maps links become pending businesses. */
export default function BulkImport({ path }: Props) {
  const $session = useStore($adminSession);
  const [tab, setTab] = useState<Tab>('csv');
  const [category, setCategory] = useState('');
  const [urls, setUrls] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void loadAdminSession();
  }, []);

  if ($session.status === 'loading') return <p className="text-slate-600">Yükleniyor...</p>;
  if ($session.status === 'error' || !$session.session.isAdmin) {
    return <AdminLoginNotice next={path} notAdmin={$session.status === 'ready' && $session.session.user !== null} />;
  }

  function succeed(result: BulkImportResult) {
    setState({ status: 'success', result });
    showToast({
      title: BULK_MSG.successTitle,
      description: BULK_MSG.successText(result.imported, result.errors.length, result.duplicates),
    });
  }

  async function submitCsv(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file || !category) {
      showToast({ title: BULK_MSG.missingTitle, description: BULK_MSG.missingFile, variant: 'destructive' });
      return;
    }
    setState({ status: 'uploading' });
    try {
      succeed(await uploadCsv(file, category));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : BULK_MSG.uploadFailedText;
      setState({ status: 'failure', message });
      showToast({ title: BULK_MSG.uploadFailed, description: message, variant: 'destructive' });
    }
  }

  async function submitMaps(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const list = splitUrlLines(urls);
    if (list.length === 0 || !category) {
      showToast({ title: BULK_MSG.missingTitle, description: BULK_MSG.missingUrls, variant: 'destructive' });
      return;
    }
    setState({ status: 'uploading' });
    try {
      succeed(
        await apiData<BulkImportResult>('/api/bulk-import/google-maps', {
          method: 'POST',
          body: { urls: list, category },
        }),
      );
    } catch (error) {
      const message = error instanceof ApiError ? error.message : BULK_MSG.importFailed;
      setState({ status: 'failure', message });
      showToast({ title: BULK_MSG.importFailed, description: message, variant: 'destructive' });
    }
  }

  const busy = state.status === 'uploading';
  const submitClass =
    'rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';

  return (
    <div className="space-y-6">
      <div>
        <label htmlFor="bulk-category" className="block font-medium text-slate-800">
          Kategori
        </label>
        <select
          id="bulk-category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          className={inputClass}
        >
          <option value="">Kategori seçin</option>
          {ADD_BUSINESS_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>

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

      {tab === 'csv' ? (
        <div id="panel-csv" role="tabpanel" aria-labelledby="tab-csv">
          <form onSubmit={submitCsv} noValidate className="space-y-4">
            <div>
              <label htmlFor="bulk-csv" className="block font-medium text-slate-800">
                CSV dosyası
              </label>
              <input id="bulk-csv" ref={fileInput} type="file" accept=".csv,text/csv" className={inputClass} />
              <p className="mt-1 text-sm text-slate-600">
                Sütunlar: name, address, phone, email, website, description (en fazla 5 MB).
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="submit" disabled={busy} className={submitClass}>
                {busy ? 'Yükleniyor...' : 'CSV Yükle'}
              </button>
              <button
                type="button"
                onClick={downloadTemplate}
                className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100"
              >
                Şablon CSV İndir
              </button>
            </div>
          </form>
        </div>
      ) : (
        <div id="panel-maps" role="tabpanel" aria-labelledby="tab-maps">
          <form onSubmit={submitMaps} noValidate className="space-y-4">
            <div>
              <label htmlFor="bulk-urls" className="block font-medium text-slate-800">
                Google Maps bağlantıları (her satıra bir bağlantı)
              </label>
              <textarea
                id="bulk-urls"
                rows={6}
                value={urls}
                onChange={(e) => setUrls(e.target.value)}
                className={inputClass}
                placeholder="https://www.google.com/maps/place/..."
              />
            </div>
            <button type="submit" disabled={busy} className={submitClass}>
              {busy ? 'İçe aktarılıyor...' : 'Bağlantıları İçe Aktar'}
            </button>
          </form>
        </div>
      )}

      <div aria-live="polite" role="status">
        <ResultPanel state={state} />
      </div>
    </div>
  );
}
