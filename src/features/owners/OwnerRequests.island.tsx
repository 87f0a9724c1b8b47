import { type ReactNode, useCallback, useState } from 'react';
import { BusinessNameLink } from '~/features/admin/BusinessNameLink.tsx';
import { PROFANITY_WARNING } from '~/features/admin/profanity.ts';
import { APPROVE_BUTTON_CLASS, ConfirmReject } from '~/features/admin/RejectionReason.tsx';
import { refreshRebuildStatus } from '~/features/admin/rebuild-store.ts';
import { useAdminSession } from '~/features/identity/use-admin-session.ts';
import {
  CHANGE_MSG,
  CLAIM_MSG,
  OWNER_REQUESTS_MSG as M,
  type PendingChange,
  type PendingClaim,
} from '~/features/owners/messages.ts';
import { apiData } from '~/lib/client/api.ts';
import { showToast } from '~/lib/client/toast.ts';
import { formatDateTr } from '~/lib/text.ts';
import { SpriteIcon } from '~/lib/ui/SpriteIcon.tsx';

type Requests =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; claims: PendingClaim[]; changes: PendingChange[] };

/** What differs between the two kinds of request: where it is decided, how it is named, the toasts. */
const KINDS = {
  changes: {
    label: 'değişikliği',
    done: {
      approved: [CHANGE_MSG.approvedTitle, M.changeApproved],
      rejected: [CHANGE_MSG.rejectedTitle, M.changeRejected],
    },
  },
  claims: {
    label: 'sahiplik talebi',
    done: {
      approved: [CLAIM_MSG.approvedTitle, M.claimApproved],
      rejected: [CLAIM_MSG.rejectedTitle, M.claimRejected],
    },
  },
} as const;

interface DecisionProps {
  kind: keyof typeof KINDS;
  request: { id: number; businessId: number; businessName: string };
  onDone: () => void;
  /** Who asked and what, under the business's name. */
  children: ReactNode;
}

/** One request of an owner with the admin's decision: approve, or reject with an optional reason. */
function Request({ kind, request, onDone, children }: DecisionProps) {
  const [busy, setBusy] = useState(false);
  const { label, done } = KINDS[kind];
  const endpoint = `/api/owner/${kind}/${request.id}`;
  const reasonId = `reason-${endpoint.replace(/\W/g, '-')}`;
  async function decide(decision: 'approve' | 'reject', reason = '') {
    setBusy(true);
    try {
      const body = decision === 'reject' ? { reason } : undefined;
      await apiData(`${endpoint}/${decision}`, { method: 'POST', body });
      const [title, description] = decision === 'approve' ? done.approved : done.rejected;
      showToast({ title, description });
      if (decision === 'approve') void refreshRebuildStatus();
      onDone();
    } catch {
      showToast({ title: 'Hata', description: M.actionFailed, variant: 'destructive' });
      setBusy(false);
    }
  }
  return (
    <li
      aria-label={`${request.businessName} ${label}`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <BusinessHeading id={request.businessId} name={request.businessName} />
      {children}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" disabled={busy} onClick={() => void decide('approve')} className={APPROVE_BUTTON_CLASS}>
          Onayla
        </button>
        <ConfirmReject
          id={reasonId}
          label={`${request.businessName} ${label}`}
          busy={busy}
          reasonRequired
          onReject={(reason) => void decide('reject', reason)}
        />
      </div>
    </li>
  );
}

function BusinessHeading({ id, name }: { id: number; name: string }) {
  return (
    <h3 className="text-lg font-bold text-slate-900">
      <BusinessNameLink id={id} name={name} />
    </h3>
  );
}

function Section({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children.length === 0 ? (
        <p className="mt-2 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-4 space-y-4">{children}</ul>
      )}
    </section>
  );
}

/** The owners' requests on the approval panel: claims to decide and listing changes as a field-by-field diff. */
export default function OwnerRequests() {
  const [requests, setRequests] = useState<Requests>({ status: 'loading' });
  const load = useCallback(async () => {
    try {
      setRequests({
        status: 'ready',
        ...(await apiData<{ claims: PendingClaim[]; changes: PendingChange[] }>('/api/owner/requests')),
      });
    } catch {
      setRequests({ status: 'error' });
    }
  }, []);
  const { isAdmin } = useAdminSession(load);
  if (!isAdmin) return null;
  if (requests.status === 'loading') return <p className="text-slate-600">Yükleniyor...</p>;
  if (requests.status === 'error')
    return (
      <p role="alert" className="text-red-800">
        {M.loadFailed}
      </p>
    );
  const reload = () => void load();
  return (
    <div className="mt-8 space-y-8">
      <Section id="owner-changes" title={M.changesTitle} empty={M.changesEmpty}>
        {requests.changes.map((change) => (
          <Request key={change.id} kind="changes" request={change} onDone={reload}>
            <p className="text-sm text-slate-600">
              {change.ownerEmail ?? '—'} · {formatDateTr(change.createdAt)}
            </p>
            {change.flagged && (
              <p
                role="alert"
                className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              >
                <SpriteIcon name="triangle-alert" className="mr-1 inline h-4 w-4 align-[-3px]" />
                {PROFANITY_WARNING}
              </p>
            )}
            <table className="mt-3 w-full text-left text-sm">
              <caption className="sr-only">Değişen alanlar: eski ve yeni değer</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Alan
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Eski
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Yeni
                  </th>
                </tr>
              </thead>
              <tbody>
                {change.changes.map((row) => (
                  <tr key={row.field} className="border-b border-slate-100 align-top" data-field={row.field}>
                    <th scope="row" className="py-1 pr-3 font-medium">
                      {row.label}
                    </th>
                    <td className="py-1 pr-3 text-red-800 line-through decoration-red-300">{row.before}</td>
                    <td className="py-1 text-green-800">{row.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Request>
        ))}
      </Section>
      <Section id="owner-claims" title={M.claimsTitle} empty={M.claimsEmpty}>
        {requests.claims.map((claim) => (
          <Request key={claim.id} kind="claims" request={claim} onDone={reload}>
            <p className="text-sm text-slate-600">
              {claim.claimantName ? `${claim.claimantName} · ` : ''}
              {claim.claimantEmail} · {formatDateTr(claim.createdAt)}
            </p>
            {claim.currentOwnerEmail && (
              <p className="mt-2 text-sm text-amber-900">Şu anki sahibi: {claim.currentOwnerEmail}</p>
            )}
            {claim.note && <p className="mt-2 text-sm text-slate-700">{claim.note}</p>}
          </Request>
        ))}
      </Section>
    </div>
  );
}
