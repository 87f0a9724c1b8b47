import { type ReactNode, useCallback, useEffect, useState } from 'react';
import AdminLoginNotice from '~/features/identity/AdminLoginNotice.tsx';
import { useAdminSession } from '~/features/identity/use-admin-session.ts';
import {
  type ActionRecord,
  AUTHORITY_MSG,
  type AuthorityProgress,
  type DirectoryState,
  type PartnerState,
  type SubmissionData,
  submissionDataSchema,
} from '~/features/seo/authority-builder-schema.ts';
import {
  type AuthorityActionStatus,
  type DirectoryStatus,
  defaultBusinessInfo,
  type OwnContact,
  outreachMessage,
  type PartnerStatus,
  type Priority,
  proposalLetter,
  TOURISM_DEPARTMENT,
  TRAVEL_SITE_STEPS,
} from '~/features/seo/authority-targets.ts';
import { apiData, apiFetch } from '~/lib/client/api.ts';
import { useForm } from '~/lib/client/form.ts';
import { showToast } from '~/lib/client/toast.ts';
import { COPIED_INDICATOR_MS } from '~/lib/constants.ts';
import { formatDateTr } from '~/lib/text.ts';
import { primaryButtonClass, secondaryButtonClass } from '~/lib/ui/field.tsx';
import { TextAreaField, TextField, type TextFieldProps } from '~/lib/ui/fields.tsx';
import { LoadFailed } from '~/lib/ui/LoadFailed.tsx';
import { SpriteIcon } from '~/lib/ui/SpriteIcon.tsx';
import { Tabs } from '~/lib/ui/Tabs.tsx';

export interface Props {
  /** Page path, to come back to after logging in. */
  path: string;
  /** The site's configured e-mail and phone, for the submission form and the letters. */
  own: OwnContact;
  /** The public origin (siteOrigin on the server: the browser does not know the configured one). */
  origin: string;
}

const TABS = [
  { id: 'priority', label: 'Öncelikli Eylemler' },
  { id: 'directories', label: 'Rehber Başvuruları' },
  { id: 'partnerships', label: 'Ortaklıklar' },
  { id: 'progress', label: 'İlerleme' },
] as const;
const SUB_TABS = [
  { id: 'travel-site', label: 'Seyahat Sitesi Başvurusu' },
  { id: 'tourism-department', label: 'Turizm Müdürlüğü' },
] as const;
const DIRECTORY_STATUS: Record<DirectoryStatus, [string, string]> = {
  pending: ['Beklemede', 'bg-slate-100 text-slate-700'],
  submitted: ['Gönderildi', 'bg-blue-100 text-blue-800'],
  approved: ['Onaylandı', 'bg-green-100 text-green-800'],
};
const PARTNER_STATUS: Record<PartnerStatus, [string, string]> = {
  identified: ['Belirlendi', 'bg-slate-100 text-slate-700'],
  contacted: ['İletişime Geçildi', 'bg-blue-100 text-blue-800'],
  negotiating: ['Görüşülüyor', 'bg-amber-100 text-amber-900'],
  active: ['Aktif', 'bg-green-100 text-green-800'],
};
const PRIORITY: Record<Priority, string> = { high: 'Yüksek öncelik', medium: 'Orta öncelik', low: 'Düşük öncelik' };
const ACTION_STATUS: Record<AuthorityActionStatus, string> = { started: 'başlatıldı', sent: 'gönderildi' };

const card = 'rounded-xl border border-slate-200 bg-white p-5';
const errorText = (error: unknown) => (error instanceof Error ? error.message : AUTHORITY_MSG.errorText);
const failToast = (error: unknown) =>
  showToast({ title: AUTHORITY_MSG.errorTitle, description: errorText(error), variant: 'destructive' });

/** Posts one record of the authority work while `busy` is on; its answer to `done`, a failure as a toast. */
async function record<T>(path: string, body: object, busy: (on: boolean) => void, done: (data: T) => void) {
  busy(true);
  try {
    done(await apiData<T>(path, { method: 'POST', body }));
  } catch (error) {
    failToast(error);
  } finally {
    busy(false);
  }
}

/** A target card's name, what it is, and its status as a coloured badge. */
function CardHeader({
  id,
  title,
  detail,
  status: [label, badgeClass],
}: {
  id: string;
  title: string;
  detail: string;
  status: [string, string];
}) {
  return (
    <div className="flex items-start justify-between gap-2">
      <div>
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{detail}</p>
      </div>
      <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeClass}`}>{label}</span>
    </div>
  );
}

/** Copy button whose label turns into 'Kopyalandı' for two seconds. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      showToast({ title: AUTHORITY_MSG.errorTitle, description: AUTHORITY_MSG.copyFailed, variant: 'destructive' });
    }
  }
  return (
    <button type="button" onClick={copy} className={secondaryButtonClass}>
      <span aria-live="polite">
        {copied && <SpriteIcon name="check" className="mr-1 inline h-4 w-4 align-[-3px]" />}
        {copied ? AUTHORITY_MSG.copied : label}
      </span>
    </button>
  );
}

/** A text to copy under its heading, with its copy button; `children` go below the text. */
function CopyableText({
  id,
  title,
  text,
  copyLabel,
  children,
}: {
  id: string;
  title: string;
  text: string;
  copyLabel: string;
  children?: ReactNode;
}) {
  return (
    <section className={card} aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        <CopyButton text={text} label={copyLabel} />
      </div>
      <pre className="mt-3 whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm">{text}</pre>
      {children}
    </section>
  );
}

function businessInfoText(info: SubmissionData & { address?: string }): string {
  return [
    `İşletme adı: ${info.businessName}`,
    `Web sitesi: ${info.website}`,
    `Kategori: ${info.category}`,
    `Açıklama: ${info.description}`,
    `E-posta: ${info.contactEmail}`,
    `Telefon: ${info.contactPhone}`,
    ...(info.address ? [`Adres: ${info.address}`] : []),
  ].join('\n');
}

function TravelSiteGuide({ info }: { info: SubmissionData & { address?: string } }) {
  return (
    <div className="space-y-4">
      <ol className="space-y-3">
        {TRAVEL_SITE_STEPS.map((step, i) => (
          <li key={step.title} className={`${card} flex gap-3`}>
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            >
              {i + 1}
            </span>
            <div>
              <p className="font-semibold">{step.title}</p>
              <p className="text-sm text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <CopyableText
        id="travel-info-title"
        title="Kopyalanacak işletme bilgileri"
        text={businessInfoText(info)}
        copyLabel="Bilgileri Kopyala"
      />
    </div>
  );
}

function TourismDepartment({
  origin,
  own,
  actions,
  onRecorded,
}: {
  origin: string;
  own: OwnContact;
  actions: ActionRecord[];
  onRecorded: () => void;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const letter = proposalLetter(origin, own);
  const { contact } = TOURISM_DEPARTMENT;
  const subject = 'İş birliği teklifi — Adıyaman Rehberi';
  const mailto = `mailto:${contact.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(letter)}`;
  const history = actions.filter((a) => a.action === 'tourism-department');

  async function mark(status: AuthorityActionStatus) {
    const body = { action: 'tourism-department', status };
    await record<{ action: ActionRecord }>('/api/authority/actions', body, setBusy, ({ action }) => {
      setNotice(`${TOURISM_DEPARTMENT.name} iş birliği ${ACTION_STATUS[action.status]}: ${formatDateTr(action.at)}.`);
      onRecorded();
    });
  }

  return (
    <div className="space-y-4">
      <section className={card} aria-labelledby="dept-title">
        <h2 id="dept-title" className="font-semibold">
          {TOURISM_DEPARTMENT.name}
        </h2>
        <p className="mt-1 text-xs text-amber-900">
          İletişim bilgileri örnek veridir; yazmadan önce kurumun resmî sitesinden doğrulayın.
        </p>
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Telefon</dt>
            <dd>{contact.phone}</dd>
          </div>
          <div>
            <dt className="text-slate-500">E-posta</dt>
            <dd className="break-all">{contact.email}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Web sitesi</dt>
            <dd className="break-all">{contact.website}</dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={`tel:${contact.phone}`} className={secondaryButtonClass}>
            Ara
          </a>
          <a href={`mailto:${contact.email}`} className={secondaryButtonClass}>
            E-posta
          </a>
          <a href={contact.website} target="_blank" rel="noopener noreferrer" className={secondaryButtonClass}>
            Web Sitesi
          </a>
        </div>
      </section>
      <CopyableText id="letter-title" title="Teklif mektubu" text={letter} copyLabel="Mektubu Kopyala">
        <a href={mailto} className="mt-3 inline-block font-semibold text-brand-700 underline">
          Mektubu e-postayla gönder
        </a>
      </CopyableText>
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={busy} onClick={() => mark('started')} className={primaryButtonClass}>
          Mark as Started
        </button>
        <button type="button" disabled={busy} onClick={() => mark('sent')} className={secondaryButtonClass}>
          Mark as Sent
        </button>
      </div>
      {notice && (
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-900">
          <p className="font-semibold">{AUTHORITY_MSG.actionStarted}</p>
          <p>{notice}</p>
        </div>
      )}
      {history.length > 0 && (
        <ul className="text-sm text-slate-600">
          {history.map((a) => (
            <li key={`${a.at}-${a.status}`}>
              {formatDateTr(a.at)}: {ACTION_STATUS[a.status]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const INFO_FIELDS: { key: keyof SubmissionData; label: string; type?: TextFieldProps['type']; multiline?: boolean }[] =
  [
    { key: 'businessName', label: 'İşletme adı' },
    { key: 'website', label: 'Web sitesi', type: 'url' },
    { key: 'category', label: 'Kategori' },
    { key: 'contactEmail', label: 'İletişim e-postası', type: 'email' },
    { key: 'contactPhone', label: 'İletişim telefonu', type: 'tel' },
    { key: 'description', label: 'Açıklama', multiline: true },
  ];

function DirectoryCard({
  directory,
  onSubmit,
  busy,
}: {
  directory: DirectoryState;
  onSubmit: () => void;
  busy: boolean;
}) {
  return (
    <li className={`${card} flex flex-col`} aria-labelledby={`dir-${directory.id}`}>
      <CardHeader
        id={`dir-${directory.id}`}
        title={directory.name}
        detail={`${directory.category} · ${PRIORITY[directory.priority]}`}
        status={DIRECTORY_STATUS[directory.status]}
      />
      <p className="mt-2 text-sm">{directory.estimatedImpact}</p>
      <ul className="mt-2 flex-1 list-disc pl-5 text-sm text-slate-600">
        {directory.requirements.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {directory.submittedAt && (
        <p className="mt-2 text-xs text-slate-500">Başvuru: {formatDateTr(directory.submittedAt)}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {directory.status === 'pending' && (
          <button
            type="button"
            onClick={onSubmit}
            disabled={busy}
            className={primaryButtonClass}
            aria-label={`${directory.name} için başvur`}
          >
            Başvur
          </button>
        )}
        <a
          href={directory.url}
          target="_blank"
          rel="noopener noreferrer"
          className="self-center text-sm font-medium text-brand-700 underline"
        >
          Siteye git
        </a>
      </div>
    </li>
  );
}

function DirectorySubmissions({
  directories,
  info,
  setInfo,
  onDone,
}: {
  directories: DirectoryState[];
  info: SubmissionData;
  setInfo: (v: SubmissionData) => void;
  onDone: () => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  async function submit(directory: string) {
    const parsed = submissionDataSchema.safeParse(info);
    if (!parsed.success) {
      showToast({
        title: AUTHORITY_MSG.errorTitle,
        description: parsed.error.issues[0]?.message ?? AUTHORITY_MSG.errorTitle,
        variant: 'destructive',
      });
      return;
    }
    const body = { directory, submissionData: parsed.data };
    const busyWith = (on: boolean) => setBusy(on ? directory : null);
    await record('/api/authority/directory-submission', body, busyWith, () => {
      showToast({ title: AUTHORITY_MSG.submittedTitle, description: AUTHORITY_MSG.submittedText });
      onDone();
    });
  }
  return (
    <div className="space-y-6">
      <section className={card} aria-labelledby="info-title">
        <h2 id="info-title" className="font-semibold">
          Başvuruda gönderilecek bilgiler
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {INFO_FIELDS.map((f) =>
            f.multiline ? (
              <TextAreaField
                key={f.key}
                id={`info-${f.key}`}
                label={f.label}
                rows={3}
                className="sm:col-span-2"
                value={info[f.key]}
                onChange={(value) => setInfo({ ...info, [f.key]: value })}
              />
            ) : (
              <TextField
                key={f.key}
                id={`info-${f.key}`}
                label={f.label}
                type={f.type}
                value={info[f.key]}
                onChange={(value) => setInfo({ ...info, [f.key]: value })}
              />
            ),
          )}
        </div>
      </section>
      <ul className="grid gap-4 md:grid-cols-2">
        {directories.map((d) => (
          <DirectoryCard key={d.id} directory={d} busy={busy !== null} onSubmit={() => submit(d.id)} />
        ))}
      </ul>
    </div>
  );
}

function PartnerCard({ partner, origin, onDone }: { partner: PartnerState; origin: string; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const formId = `outreach-${partner.id}`;
  const form = useForm({
    initial: { partnerEmail: partner.contact.email, message: outreachMessage(partner, origin) },
    send: (values) =>
      apiFetch('/api/authority/partnership-outreach', { body: { partnerName: partner.name, ...values } }),
    failure: { title: AUTHORITY_MSG.errorTitle, text: AUTHORITY_MSG.errorTitle },
    success: { title: AUTHORITY_MSG.contactedTitle, text: AUTHORITY_MSG.contactedText },
    resetOnSuccess: false,
    onSuccess: () => {
      setOpen(false);
      onDone();
    },
  });

  return (
    <li className={card} aria-labelledby={`partner-${partner.id}`}>
      <CardHeader
        id={`partner-${partner.id}`}
        title={partner.name}
        detail={partner.type}
        status={PARTNER_STATUS[partner.status]}
      />
      <ul className="mt-2 list-disc pl-5 text-sm">
        {partner.benefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <p className="mt-2 break-all text-sm text-slate-600">
        {partner.contact.email} · {partner.contact.phone} ·{' '}
        <a
          href={partner.contact.website}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 underline"
        >
          web sitesi
        </a>
      </p>
      {partner.contactedAt && (
        <p className="mt-1 text-xs text-slate-500">İletişim: {formatDateTr(partner.contactedAt)}</p>
      )}
      {partner.status === 'identified' && !open && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className={`${primaryButtonClass} mt-3`}
          aria-label={`${partner.name} ile iletişime geç`}
        >
          İletişime Geç
        </button>
      )}
      {open && (
        <form onSubmit={form.onSubmit} className="mt-3 space-y-3" aria-label={`${partner.name} teklif formu`}>
          <TextField label="Kurum e-postası" type="email" {...form.bind('partnerEmail', formId)} />
          <TextAreaField label="Teklif mesajı" rows={6} {...form.bind('message', formId)} />
          <p className="text-xs text-slate-600">
            Kayıt, teklifin gönderildiğini işaretler; mesajı kendi e-postanızdan da gönderin.
          </p>
          <div className="flex gap-2">
            <button type="submit" disabled={form.submitting} className={primaryButtonClass}>
              {form.submitting ? 'Gönderiliyor...' : 'Teklifi Kaydet'}
            </button>
            <button type="button" onClick={() => setOpen(false)} className={secondaryButtonClass}>
              Vazgeç
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

function ProgressTab({ data }: { data: AuthorityProgress }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className={card} aria-labelledby="progress-title">
        <h2 id="progress-title" className="font-semibold">
          Başvuru ilerlemesi
        </h2>
        <ul className="mt-3 space-y-3">
          {data.progress.map((p, i) => {
            const percent = p.total ? Math.round((p.done / p.total) * 100) : 0;
            return (
              <li key={p.label}>
                <div className="flex justify-between text-sm">
                  <span id={`bar-${i}`}>{p.label}</span>
                  <span className="font-semibold">
                    {p.done} / {p.total}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-labelledby={`bar-${i}`}
                  aria-valuemin={0}
                  aria-valuemax={p.total}
                  aria-valuenow={p.done}
                  className="mt-1 h-2 rounded-full bg-slate-200"
                >
                  <div className="h-2 rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
        <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
          {(Object.keys(PARTNER_STATUS) as PartnerStatus[]).map((s) => (
            <div key={s} className="rounded-lg bg-slate-50 p-2">
              <dt className="text-slate-500">{PARTNER_STATUS[s][0]}</dt>
              <dd className="text-lg font-bold">{data.partnerCounts[s]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={card} aria-labelledby="next-title">
        <h2 id="next-title" className="font-semibold">
          Sıradaki adımlar
        </h2>
        {data.nextSteps.length ? (
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
            {data.nextSteps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-sm">Tüm adımlar tamamlandı.</p>
        )}
      </section>
    </div>
  );
}

/** /authority-builder for operators: targets, institutions and the work recorded against them. */
export default function AuthorityBuilder({ path, own, origin }: Props) {
  const [data, setData] = useState<AuthorityProgress | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [tab, setTab] = useState('priority');
  const [subTab, setSubTab] = useState('travel-site');
  const [info, setInfo] = useState<SubmissionData & { address?: string }>(() => defaultBusinessInfo(origin, own));

  const reload = useCallback(() => {
    setLoadError(false);
    apiData<AuthorityProgress>('/api/authority/progress').then(setData, () => setLoadError(true));
  }, []);
  const { session, isAdmin } = useAdminSession(reload);

  if (session.status === 'loading')
    return (
      <p role="status" className="text-slate-600">
        Yönetici oturumu kontrol ediliyor...
      </p>
    );
  if (session.status === 'error' || !isAdmin)
    return <AdminLoginNotice next={path} notAdmin={session.status === 'ready' && !!session.session.user} />;
  if (loadError) return <LoadFailed retry={reload} />;
  if (!data)
    return (
      <p role="status" className="text-slate-600">
        Yükleniyor...
      </p>
    );

  const summary = [
    { label: 'Rehber hedefi', value: data.summary.directoryTargets },
    { label: 'Ortaklık fırsatı', value: data.summary.partnershipOpportunities },
    { label: 'Onaylanan kayıt', value: data.summary.approvedListings },
  ];
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        {summary.map((s) => (
          <div key={s.label} className={card}>
            <dt className="text-sm text-slate-500">{s.label}</dt>
            <dd className="text-3xl font-bold">{s.value}</dd>
          </div>
        ))}
      </dl>
      <Tabs
        idPrefix="ab"
        label="Otorite çalışmaları"
        tabs={TABS}
        active={tab}
        onChange={setTab}
        className="rounded-xl bg-slate-100 p-1"
        panels={{
          priority: (
            <div className="space-y-4">
              <Tabs
                idPrefix="ab-sub"
                label="Öncelikli eylemler"
                tabs={SUB_TABS}
                active={subTab}
                onChange={setSubTab}
                panels={{
                  'travel-site': <TravelSiteGuide info={info} />,
                  'tourism-department': (
                    <TourismDepartment origin={origin} own={own} actions={data.actions} onRecorded={reload} />
                  ),
                }}
              />
            </div>
          ),
          directories: (
            <DirectorySubmissions
              directories={data.directories}
              info={info}
              setInfo={(v) => setInfo({ ...info, ...v })}
              onDone={reload}
            />
          ),
          partnerships: (
            <ul className="grid gap-4 md:grid-cols-2">
              {data.partners.map((p) => (
                <PartnerCard key={p.id} partner={p} origin={origin} onDone={reload} />
              ))}
            </ul>
          ),
          progress: <ProgressTab data={data} />,
        }}
      />
    </div>
  );
}
