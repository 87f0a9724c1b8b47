import { useState } from 'react';
import { APPROVAL_MSG, REJECTION_REASON_MAX } from '~/features/admin/approval.ts';
import { DEFAULT_REJECTION_REASON } from '~/features/listings/options.ts';

// The optional reason of a rejection on the approval panel (businesses, owners' claims and changes).

/** Buttons of a decision on the approval panel. */
export const APPROVE_BUTTON_CLASS =
  'rounded-lg bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800 disabled:opacity-60';
export const REJECT_BUTTON_CLASS =
  'rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60';

export function RejectionReason({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Red nedeni (isteğe bağlı)
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={REJECTION_REASON_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={DEFAULT_REJECTION_REASON}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
    </div>
  );
}

/**
 * 'Reddet' in two steps: the button opens a confirmation with the reason (required where it reaches
 * someone), and only 'Evet, reddet' rejects.
 */
export function ConfirmReject({
  id,
  label,
  busy,
  reasonRequired,
  onReject,
}: {
  id: string;
  /** What is rejected, for the button's accessible name. */
  label: string;
  busy: boolean;
  reasonRequired: boolean;
  onReject: (reason: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open)
    return (
      <button
        type="button"
        disabled={busy}
        onClick={() => setOpen(true)}
        className={REJECT_BUTTON_CLASS}
        aria-label={`${APPROVAL_MSG.reject}: ${label}`}
      >
        {APPROVAL_MSG.reject}
      </button>
    );
  const blocked = busy || (reasonRequired && reason.trim() === '');
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-sure`}
      className="w-full rounded-lg border border-red-300 bg-red-50 p-3"
    >
      <p id={`${id}-sure`} className="text-sm font-semibold text-red-900">
        {APPROVAL_MSG.rejectSure}
      </p>
      {reasonRequired && (
        <label htmlFor={id} className="mt-2 block text-sm font-medium text-slate-700">
          {APPROVAL_MSG.reasonNeeded}
          <textarea
            id={id}
            rows={2}
            required
            maxLength={REJECTION_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={blocked}
          onClick={() => onReject(reason.trim())}
          className={REJECT_BUTTON_CLASS}
        >
          {busy ? APPROVAL_MSG.rejecting : APPROVAL_MSG.rejectYes}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => setOpen(false)}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {APPROVAL_MSG.cancel}
        </button>
      </div>
    </div>
  );
}
