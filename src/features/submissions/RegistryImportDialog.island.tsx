import { type FormEvent, useRef, useState } from 'react';
import { $adminSession, loadAdminSession } from '~/features/identity/session-store.ts';
import type { RegistryText } from '~/features/submissions/registry-i18n.ts';
import {
  type RegistryRecord,
  type RegistrySearchResult,
  type RegistrySource,
  registrySearchSchema,
  taxIdSchema,
} from '~/features/submissions/registry-schema.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { showToast } from '~/lib/client/toast.ts';
import { useHydrated } from '~/lib/client/use-hydrated.ts';
import { useStore } from '~/lib/client/use-store.ts';
import { HONEYPOT_FIELD, TAX_ID_LENGTH } from '~/lib/constants.ts';
import { primaryButtonClass, secondaryButtonClass } from '~/lib/ui/field.tsx';
import { TextField } from '~/lib/ui/fields.tsx';
import { Honeypot, KvkkNotice } from '~/lib/ui/form-notices.tsx';
import type { FormFrameText } from '~/lib/ui/PublicForm.tsx';

export interface Props {
  /** The dialog's texts in the page's language (REGISTRY_TEXT, picked on the server). */
  t: RegistryText;
  frame: FormFrameText;
  /** The schema's and the server's Turkish messages in the page's language (empty in Turkish). */
  messages: Readonly<Record<string, string>>;
}

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };

/** The schema's data, or null once its first message is shown beside the field and as a toast. */
function checked<T>(
  schema: { safeParse(value: unknown): Parsed<T> },
  value: unknown,
  setError: (message: string) => void,
  title: string,
  fallback: string,
  say: (message: string) => string,
): T | null {
  const parsed = schema.safeParse(value);
  const message = parsed.success ? '' : say(parsed.error.issues[0]?.message ?? fallback);
  setError(message);
  if (parsed.success) return parsed.data;
  showToast({ title, description: message, variant: 'destructive' });
  return null;
}

type Sources = { state: 'idle' | 'loading' | 'error' } | { state: 'ready'; sources: RegistrySource[] };

/**
 * The top button of /add-business and its dialog: find a business in an official registry and add it for
 * review. It works only with its script, so it appears once hydrated; until then (and with JavaScript off)
 * the page shows just the add-business form.
 */
export default function RegistryImportDialog({ t: M, frame, messages }: Props) {
  const say = (message: string) => messages[message] ?? message;
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [sources, setSources] = useState<Sources>({ state: 'idle' });
  const [taxId, setTaxId] = useState('');
  const [taxError, setTaxError] = useState('');
  const [found, setFound] = useState<RegistryRecord | null>(null);
  const [name, setName] = useState('');
  const [province, setProvince] = useState('Adıyaman');
  const [nameError, setNameError] = useState('');
  const [results, setResults] = useState<RegistrySearchResult[] | null>(null);
  const [busy, setBusy] = useState(false);
  const session = useStore($adminSession);
  const isAdmin = session.status === 'ready' && session.session.isAdmin;
  const [honeypot, setHoneypot] = useState('');

  async function open() {
    dialogRef.current?.showModal();
    setSources({ state: 'loading' });
    const result = await apiFetch<{ sources: RegistrySource[] }>('/api/business/registry-sources');
    setSources(result.ok ? { state: 'ready', sources: result.data.sources } : { state: 'error' });
    // Without a source, only an admin is told it is a matter of configuration.
    if (result.ok && result.data.sources.length === 0) void loadAdminSession();
  }

  function close() {
    dialogRef.current?.close();
    setFound(null);
    setResults(null);
    setTaxId('');
    setName('');
    setTaxError('');
    setNameError('');
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const data = checked(taxIdSchema, { taxId }, setTaxError, M.taxIdTitle, M.taxIdLength, say);
    if (!data) return;
    setBusy(true);
    const result = await apiFetch<{ business: RegistryRecord }>('/api/business/verify-tax-id', { body: data });
    setBusy(false);
    if (!result.ok) {
      setFound(null);
      showToast({
        title: M.verifyFailureTitle,
        description: result.error ? say(result.error) : M.notFound,
        variant: 'destructive',
      });
      return;
    }
    setFound(result.data.business);
    showToast({ title: M.verifySuccessTitle, description: result.data.business.unvan });
  }

  async function search(event: FormEvent) {
    event.preventDefault();
    const data = checked(registrySearchSchema, { name, province }, setNameError, M.searchTitle, M.searchMin, say);
    if (!data) return;
    setBusy(true);
    const result = await apiFetch<{ count: number; converted: RegistrySearchResult[] }>(
      '/api/business/search-registry',
      {
        body: data,
      },
    );
    setBusy(false);
    if (!result.ok) {
      setResults(null);
      showToast({ title: M.searchFailureTitle, description: M.searchFailureText, variant: 'destructive' });
      return;
    }
    setResults(result.data.converted);
    showToast({ title: M.searchSuccessTitle, description: M.foundCount.replace('{count}', String(result.data.count)) });
  }

  async function add(vergiNo: string) {
    setBusy(true);
    const result = await apiFetch('/api/business/import-from-registry', {
      body: { taxId: vergiNo, lang: frame.lang, [HONEYPOT_FIELD]: honeypot },
    });
    setBusy(false);
    if (!result.ok) {
      showToast({
        title: M.importFailureTitle,
        description: result.error ? say(result.error) : M.importFailureText,
        variant: 'destructive',
      });
      return;
    }
    close();
    showToast({ title: M.importSuccessTitle, description: M.importSuccessText });
  }

  const configured = sources.state === 'ready' && sources.sources.length > 0;
  if (!hydrated) return null;

  return (
    <>
      <button type="button" onClick={open} className={secondaryButtonClass}>
        {M.open}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="registry-title"
        onClose={close}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/60"
      >
        <div className="space-y-5 p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 id="registry-title" className="text-lg font-bold">
              {M.title}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={M.close}
              className="rounded p-1 text-xl leading-none text-slate-500 hover:text-slate-900"
            >
              ×
            </button>
          </div>

          {sources.state === 'loading' && <p role="status">{M.loading}</p>}
          {sources.state === 'error' && (
            <p role="alert" className="text-red-700">
              {M.sourcesFailed}
            </p>
          )}
          {sources.state === 'ready' && !configured && (
            <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
              {isAdmin ? (
                <>
                  <p className="font-semibold">{M.notConfigured}</p>
                  <p className="mt-1 text-sm">{M.notConfiguredText}</p>
                </>
              ) : (
                <p>{M.unavailableText}</p>
              )}
            </div>
          )}

          {configured && (
            <>
              <p className="text-sm text-slate-600">
                {M.sources} {sources.state === 'ready' && sources.sources.map((s) => s.name).join(', ')}
              </p>
              <form onSubmit={verify} noValidate className="space-y-3">
                <TextField
                  id="taxId"
                  label={M.taxId}
                  error={taxError}
                  hint={M.taxIdHint}
                  inputMode="numeric"
                  maxLength={TAX_ID_LENGTH}
                  value={taxId}
                  onChange={(value) => setTaxId(value.replace(/\D/g, '').slice(0, TAX_ID_LENGTH))}
                />
                <button type="submit" disabled={busy} className={primaryButtonClass}>
                  {M.verify}
                </button>
              </form>

              {found && (
                <div className="rounded-lg border border-green-300 bg-green-50 p-4">
                  <p className="font-semibold">{found.unvan}</p>
                  <p className="text-sm">{found.faaliyet}</p>
                  <p className="text-sm">{found.adres.detay}</p>
                  {found.iletisim.telefon && <p className="text-sm">{found.iletisim.telefon}</p>}
                  <p className="text-sm">
                    {M.state} {found.durum === 'aktif' ? M.active : M.passive}
                  </p>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => add(found.vergiNo)}
                    className={`${primaryButtonClass} mt-3`}
                  >
                    {M.add}
                  </button>
                </div>
              )}

              <form onSubmit={search} noValidate className="space-y-3 border-t border-slate-200 pt-4">
                <TextField id="registryName" label={M.searchByName} error={nameError} value={name} onChange={setName} />
                <TextField id="registryProvince" label={M.province} value={province} onChange={setProvince} />
                <button type="submit" disabled={busy} className={secondaryButtonClass}>
                  {M.search}
                </button>
              </form>

              {results && results.length === 0 && <p>{M.noMatch}</p>}
              {results && results.length > 0 && (
                <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
                  {results.map((r) => (
                    <li key={r.taxId} className="flex items-center justify-between gap-3 p-3">
                      <div>
                        <p className="font-medium">{r.name}</p>
                        <p className="text-xs text-slate-600">
                          {r.category} · {r.address}
                        </p>
                      </div>
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => add(r.taxId)}
                        className={secondaryButtonClass}
                        aria-label={M.addNamed.replace('{name}', r.name)}
                      >
                        {M.addShort}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <Honeypot value={honeypot} onChange={setHoneypot} label={frame.honeypot} />
              <KvkkNotice text={frame} />
            </>
          )}
        </div>
      </dialog>
    </>
  );
}
