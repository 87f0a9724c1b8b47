import { type FormEvent, useState } from 'react';
import { type MapsImportResult, mapsImportSchema } from '~/features/submissions/maps-import-schema.ts';
import { MAPS_IMPORT_MSG as M } from '~/features/submissions/messages.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { showToast } from '~/lib/client/toast.ts';
import { controlProps, Field, inputClass, secondaryButtonClass } from '~/lib/ui/field.tsx';

export interface Props {
  onImported: (result: MapsImportResult) => void;
}

/** Step 1 of the wizard: fill the fields from a Google Maps place link (shown by the hydrated wizard only). */
export default function MapsImportCard({ onImported }: Props) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = mapsImportSchema.safeParse({ googleMapsUrl: url });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.url);
      return;
    }
    setError('');
    setLoading(true);
    const result = await apiFetch<MapsImportResult>('/api/businesses/import-google-maps', { body: parsed.data });
    setLoading(false);
    if (!result.ok) {
      if (result.status === 400) setError(result.fieldErrors.googleMapsUrl ?? result.error);
      showToast({
        title: M.failureTitle,
        description: result.status === 400 ? result.error : M.failureText,
        variant: 'destructive',
      });
      return;
    }
    onImported(result.data);
    setNotice(result.data.notice);
    showToast({ title: M.successTitle, description: result.data.notice || undefined });
  }

  return (
    <section aria-labelledby="maps-import-title" className="rounded-xl border border-blue-200 bg-blue-50 p-4">
      <h3 id="maps-import-title" className="font-semibold text-blue-900">
        Google Maps'ten Bilgileri Al
      </h3>
      <p className="mt-1 text-sm text-blue-900/80">
        İşletmenizin Google Maps bağlantısını yapıştırın; ad ve konum gibi bilgiler forma doldurulur.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field id="googleMapsUrl" label="Google Maps bağlantısı" error={error} className="flex-1">
          <input
            {...controlProps('googleMapsUrl', error)}
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://www.google.com/maps/place/..."
            className={inputClass}
          />
        </Field>
        <button type="submit" disabled={loading} className={secondaryButtonClass}>
          {loading ? 'Alınıyor...' : 'Verileri Getir'}
        </button>
      </form>
      {notice && (
        <p className="mt-2 text-sm text-blue-900" role="status">
          {notice}
        </p>
      )}
    </section>
  );
}
