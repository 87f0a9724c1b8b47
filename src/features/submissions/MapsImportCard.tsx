import { type FormEvent, useState } from 'react';
import type { MapsImportText } from '~/features/submissions/add-business-i18n.ts';
import { type MapsImportResult, mapsImportSchema } from '~/features/submissions/maps-import-schema.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { showToast } from '~/lib/client/toast.ts';
import { MAPS_IMPORT_ENDPOINT } from '~/lib/paths.ts';
import { controlProps, Field, inputClass, secondaryButtonClass } from '~/lib/ui/field.tsx';

export interface Props {
  onImported: (result: MapsImportResult) => void;
  /** The card's texts in the page's language (MAPS_IMPORT_TEXT, picked on the server). */
  t: MapsImportText;
  /** The page's language, posted with the card so the form comes back in it. */
  lang: string;
}

/** Step 1 of the wizard: fill the fields from a Google Maps place link (shown by the hydrated wizard only). */
export default function MapsImportCard({ onImported, t, lang }: Props) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = mapsImportSchema.safeParse({ googleMapsUrl: url });
    if (!parsed.success) {
      // The schema's one message, in the page's language.
      setError(t.url);
      return;
    }
    setError('');
    setLoading(true);
    const result = await apiFetch<MapsImportResult>(MAPS_IMPORT_ENDPOINT, { body: parsed.data });
    setLoading(false);
    if (!result.ok) {
      // The schema has one message; the server's is the same, said here in the page's language.
      if (result.status === 400) setError(t.url);
      showToast({
        title: t.failureTitle,
        description: result.status === 400 ? t.url : t.failureText,
        variant: 'destructive',
      });
      return;
    }
    onImported(result.data);
    // The server's one notice (only the link could be read), in the page's language.
    const notice = result.data.notice ? t.needsKey : '';
    setNotice(notice);
    showToast({ title: t.successTitle, description: notice || undefined });
  }

  return (
    <section aria-labelledby="maps-import-title" className="rounded-xl border border-blue-200 bg-blue-50 p-4">
      <h3 id="maps-import-title" className="font-semibold text-blue-900">
        {t.title}
      </h3>
      <p className="mt-1 text-sm text-blue-900/80">{t.intro}</p>
      {/* A plain post without scripts: the add-business form comes back filled in with what was found. */}
      <form
        method="post"
        action={MAPS_IMPORT_ENDPOINT}
        onSubmit={onSubmit}
        noValidate
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="lang" value={lang} />
        <Field id="googleMapsUrl" label={t.urlLabel} error={error} className="flex-1">
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
          {loading ? t.fetching : t.fetch}
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
