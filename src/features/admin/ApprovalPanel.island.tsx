import { type ReactNode, useCallback, useState } from 'react';
import { APPROVAL_MSG, type PendingBusiness } from '~/features/admin/approval.ts';
import { containsProfanity, PROFANITY_WARNING } from '~/features/admin/profanity.ts';
import RebuildStatusCard from '~/features/admin/RebuildStatusCard.tsx';
import { APPROVE_BUTTON_CLASS, REJECT_BUTTON_CLASS, RejectionReason } from '~/features/admin/RejectionReason.tsx';
import { refreshRebuildStatus } from '~/features/admin/rebuild-store.ts';
import AdminLoginNotice from '~/features/identity/AdminLoginNotice.tsx';
import { logoutAdmin } from '~/features/identity/session-store.ts';
import { useAdminSession } from '~/features/identity/use-admin-session.ts';
import { DEFAULT_REJECTION_REASON } from '~/features/listings/options.ts';
import { ApiError, apiData } from '~/lib/client/api.ts';
import { showToast } from '~/lib/client/toast.ts';
import { formatDateTr } from '~/lib/text.ts';
import { SpriteIcon } from '~/lib/ui/SpriteIcon.tsx';

type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: T[] };

/** A list the panel loads: "loading", the failure with a retry, or the list once it came. */
function Loaded<T>({
  load,
  retry,
  failed,
  children,
}: {
  load: Load<T>;
  retry: () => Promise<void>;
  failed: string;
  children: (items: T[]) => ReactNode;
}) {
  if (load.status === 'ready') return children(load.items);
  if (load.status === 'loading') return <p className="text-slate-600">Yükleniyor...</p>;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
      {failed}{' '}
      <button type="button" onClick={() => void retry()} className="font-semibold underline">
        Tekrar dene
      </button>
    </div>
  );
}

function BusinessCard({ business, onDone }: { business: PendingBusiness; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  // Rejecting asks first, showing the reason that will be sent.
  const [confirming, setConfirming] = useState(false);
  const flagged = containsProfanity(business.name, business.description, business.ownerName);
  const reasonId = `reason-${business.id}`;

  async function approve() {
    setBusy('approve');
    try {
      await apiData(`/api/businesses/${business.id}/approve`, { method: 'POST' });
      showToast({ title: APPROVAL_MSG.approvedTitle, description: APPROVAL_MSG.approvedText });
      void refreshRebuildStatus();
      onDone();
    } catch {
      showToast({
        title: APPROVAL_MSG.approveFailedTitle,
        description: APPROVAL_MSG.approveFailedText,
        variant: 'destructive',
      });
      setBusy(null);
    }
  }

  async function reject() {
    setBusy('reject');
    try {
      await apiData(`/api/businesses/${business.id}/reject`, {
        method: 'POST',
        body: { reason: reason.trim() || DEFAULT_REJECTION_REASON },
      });
      showToast({ title: APPROVAL_MSG.rejectedTitle, description: APPROVAL_MSG.rejectedText });
      onDone();
    } catch (error) {
      const text = error instanceof ApiError && error.status === 400 ? error.message : APPROVAL_MSG.rejectFailedText;
      showToast({ title: APPROVAL_MSG.approveFailedTitle, description: text, variant: 'destructive' });
      setBusy(null);
    }
  }

  const decisionButtons: Decision[] = [
    { name: 'approve', label: 'Onayla', onClick: approve, className: APPROVE_BUTTON_CLASS },
    { name: 'ask', label: 'Reddet', onClick: () => setConfirming(true), className: REJECT_BUTTON_CLASS },
  ];
  const confirmButtons: Decision[] = [
    { name: 'reject', label: 'Evet, Reddet', onClick: reject, className: REJECT_BUTTON_CLASS },
    { name: 'cancel', label: 'Vazgeç', onClick: () => setConfirming(false), className: CANCEL_BUTTON_CLASS },
  ];

  return (
    <li
      aria-labelledby={`business-${business.id}`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`business-${business.id}`} className="text-lg font-bold text-slate-900">
            {business.name}
          </h3>
          <p className="text-sm text-slate-600">
            {business.category}
            {business.district && ` · ${business.district}`} · {formatDateTr(business.createdAt)}
          </p>
        </div>
        <div className="flex gap-2 text-xs font-semibold">
          <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-800">Onay Bekliyor</span>
          <span
            className={`rounded-full px-2.5 py-1 ${business.verified ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'}`}
          >
            {business.verified ? 'Doğrulanmış' : 'Doğrulanmamış'}
          </span>
        </div>
      </div>
      {flagged && (
        <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <SpriteIcon name="triangle-alert" className="mr-1 inline h-4 w-4 align-[-3px]" />
          {PROFANITY_WARNING}
        </p>
      )}
      {business.description && <p className="mt-3 text-sm text-slate-700">{business.description}</p>}
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium text-slate-600">Sahibi: </dt>
          <dd className="inline">{business.ownerName ?? '—'}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-600">Adres: </dt>
          <dd className="inline">{business.address}</dd>
        </div>
        {business.phone && (
          <div>
            <dt className="inline font-medium text-slate-600">Telefon: </dt>
            <dd className="inline">{business.phone}</dd>
          </div>
        )}
        {(business.email ?? business.ownerEmail) && (
          <div>
            <dt className="inline font-medium text-slate-600">E-posta: </dt>
            <dd className="inline">{business.email ?? business.ownerEmail}</dd>
          </div>
        )}
      </dl>
      {business.links.length > 0 && (
        <div className="mt-3 text-sm">
          <p className="font-medium text-slate-600">Onaylanınca yayımlanacak bağlantılar:</p>
          <ul className="mt-1 space-y-0.5">
            {business.links.map((link) => (
              <li key={`${link.label}-${link.href}`}>
                <span className="font-medium">{link.label}: </span>
                <span className="break-all font-mono text-xs text-slate-800">{link.href}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <RejectionReason id={reasonId} value={reason} onChange={setReason} />
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby={`${reasonId}-confirm`}
          className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3"
        >
          <p id={`${reasonId}-confirm`} className="text-sm text-red-900">
            {APPROVAL_MSG.rejectConfirm(business.name, reason.trim() || DEFAULT_REJECTION_REASON)}
          </p>
          <ButtonRow className="mt-2 flex flex-wrap gap-2" busy={busy} buttons={confirmButtons} />
        </div>
      ) : (
        <ButtonRow className="mt-3 flex flex-wrap gap-2" busy={busy} buttons={decisionButtons} />
      )}
    </li>
  );
}

const CANCEL_BUTTON_CLASS =
  'rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50';

interface Decision {
  name: 'approve' | 'ask' | 'reject' | 'cancel';
  label: string;
  onClick: () => void;
  className: string;
}

/** What a decision's button says while it is on its way. */
const BUSY_LABELS: Partial<Record<Decision['name'], string>> = { approve: 'Onaylanıyor...', reject: 'Reddediliyor...' };

/** A card's decision buttons side by side, all idle while a decision is on its way. */
function ButtonRow({ className, busy, buttons }: { className: string; busy: string | null; buttons: Decision[] }) {
  return (
    <div className={className}>
      {buttons.map((button) => (
        <button
          key={button.name}
          type="button"
          onClick={button.onClick}
          disabled={busy !== null}
          className={button.className}
        >
          {(busy === button.name && BUSY_LABELS[button.name]) || button.label}
        </button>
      ))}
    </div>
  );
}

/** /admin/approval: pending businesses (approve/reject with optional reason); every other kind waits in the one queue. */
export default function ApprovalPanel() {
  const [businesses, setBusinesses] = useState<Load<PendingBusiness>>({ status: 'loading' });

  const loadBusinesses = useCallback(async () => {
    try {
      const data = await apiData<{ businesses: PendingBusiness[] }>('/api/businesses/pending/all');
      setBusinesses({ status: 'ready', items: data.businesses });
    } catch {
      setBusinesses({ status: 'error' });
    }
  }, []);

  const { session: $session } = useAdminSession(loadBusinesses);

  if ($session.status === 'loading') return <p className="text-slate-600">Yükleniyor...</p>;
  if ($session.status === 'error' || !$session.session.isAdmin) {
    return (
      <AdminLoginNotice
        next="/admin/approval"
        notAdmin={$session.status === 'ready' && $session.session.user !== null}
      />
    );
  }

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          Giriş yapan: <strong>{$session.session.user?.username}</strong>
        </p>
        <div className="flex gap-2">
          <a
            href="/admin/blog/create"
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100"
          >
            Yeni Blog Yazısı
          </a>
          <button
            type="button"
            onClick={() => void logoutAdmin().then(() => window.location.assign('/admin/login'))}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100"
          >
            Çıkış Yap
          </button>
        </div>
      </div>
      <RebuildStatusCard />

      <section aria-labelledby="pending-businesses">
        <h2 id="pending-businesses" className="sr-only">
          Onay bekleyen işletmeler
        </h2>
        <Loaded load={businesses} retry={loadBusinesses} failed={APPROVAL_MSG.loadFailed}>
          {(items) =>
            items.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
                {APPROVAL_MSG.empty}
              </p>
            ) : (
              <>
                <p
                  className="rounded-lg bg-amber-100 px-4 py-3 font-semibold text-amber-900"
                  data-testid="pending-count"
                >
                  {APPROVAL_MSG.pendingCount(items.length)}
                </p>
                <ul className="mt-4 space-y-4">
                  {items.map((business) => (
                    <BusinessCard key={business.id} business={business} onDone={() => void loadBusinesses()} />
                  ))}
                </ul>
              </>
            )
          }
        </Loaded>
      </section>
    </div>
  );
}
