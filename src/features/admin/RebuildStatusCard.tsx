import { useEffect } from 'react';
import { $rebuildStatus, refreshRebuildStatus } from '~/features/admin/rebuild-store.ts';
import { useStore } from '~/lib/client/use-store.ts';
import { REBUILD_MSG } from '~/lib/serve/publish.ts';
import { formatDateTr, formatDecimal, TIME_ZONE } from '~/lib/text.ts';

const timeFormat = new Intl.DateTimeFormat('tr-TR', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: TIME_ZONE,
});

/** Rebuild state of the static pages for admins: idle/building, last success, duration, last error. */
export default function RebuildStatusCard() {
  const $status = useStore($rebuildStatus);
  useEffect(() => {
    void refreshRebuildStatus();
  }, []);
  if (!$status) return null;
  const building = $status.state === 'building';
  return (
    <section
      aria-labelledby="rebuild-heading"
      data-testid="rebuild-status"
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
    >
      <h2 id="rebuild-heading" className="font-semibold text-slate-900">
        {REBUILD_MSG.title}
      </h2>
      <p className="mt-1 text-slate-700" aria-live="polite">
        {!$status.available ? REBUILD_MSG.unavailable : building ? REBUILD_MSG.building : REBUILD_MSG.idle}
        {$status.queued && ` ${REBUILD_MSG.queued}`}
      </p>
      {$status.lastSuccessAt && (
        <p className="mt-1 text-slate-600">
          {REBUILD_MSG.lastSuccess}: {formatDateTr($status.lastSuccessAt)}{' '}
          {timeFormat.format(new Date($status.lastSuccessAt))}
          {$status.lastDurationMs !== null &&
            ` · ${REBUILD_MSG.duration}: ${formatDecimal($status.lastDurationMs / 1000)} sn`}
        </p>
      )}
      {$status.lastError && (
        <div role="alert" className="mt-2 rounded border border-red-200 bg-red-50 p-2 text-red-800">
          <p>{REBUILD_MSG.failed}</p>
          <pre className="mt-1 max-h-32 overflow-auto whitespace-pre-wrap text-xs">{$status.lastError}</pre>
        </div>
      )}
    </section>
  );
}
