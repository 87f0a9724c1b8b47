import { REJECTION_REASON_MAX } from '~/features/admin/approval.ts';
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
