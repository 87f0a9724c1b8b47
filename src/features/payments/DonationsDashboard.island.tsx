import { useEffect, useState } from 'react';
import { ANONYMOUS_NAME, type DonationStats } from '~/features/payments/funding.ts';
import { apiData } from '~/lib/client/api.ts';
import { formatLira, formatNumber } from '~/lib/text.ts';

export interface Props {
  /** Which part of the page this instance shows. */
  part: 'progress' | 'supporters';
}

let statsRequest: Promise<DonationStats> | undefined;

/** One stats request per page, shared by the progress card and the supporters list. */
function loadStats(): Promise<DonationStats> {
  statsRequest ??= apiData<DonationStats>('/api/donations/stats');
  return statsRequest;
}

/** Live funding figures of /donations: the progress card or the recent supporters list. */
export default function DonationsDashboard({ part }: Props) {
  const [data, setData] = useState<DonationStats | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    loadStats().then(setData, () => setFailed(true));
  }, []);

  if (failed)
    return (
      <p className="text-sm text-red-700" role="alert">
        Bağış bilgileri şu anda yüklenemedi.
      </p>
    );
  if (!data)
    return (
      <p className="text-sm text-slate-600" role="status">
        Yükleniyor…
      </p>
    );
  const { stats } = data;

  if (part === 'supporters') {
    if (stats.topDonations.length === 0) {
      return <p className="text-slate-600">Bu ay henüz bağış yapılmadı. İlk destekçimiz siz olun!</p>;
    }
    return (
      <ul className="divide-y divide-slate-200" aria-label="Destekçiler">
        "{' '}
        {stats.topDonations.map((donation, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the ranked list comes whole from one response and is never reordered
          <li key={index} className="flex items-start justify-between gap-4 py-3">
            <div>
              <p className="font-medium">
                {donation.donorName === ANONYMOUS_NAME ? 'Anonim destekçi' : donation.donorName}
              </p>
              {donation.message && <p className="mt-1 text-sm text-slate-600">“{donation.message}”</p>}
            </div>
            <p className="shrink-0 font-semibold text-brand-700">{formatLira(donation.amount)}</p>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-3xl font-bold" data-testid="raised">
          {formatLira(stats.totalRaised)}
        </p>
        <p className="text-slate-600">hedef {formatLira(stats.monthlyGoal)}</p>
      </div>
      <div
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Aylık hedefe ulaşma oranı"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={stats.progressPercentage}
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${stats.progressPercentage}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-600">Bu ayki hedefin %{stats.progressPercentage} kadarı karşılandı.</p>
      <dl className="mt-5 grid grid-cols-3 gap-3 text-center">
        <div className="rounded-lg bg-slate-100 p-3">
          <dt className="text-xs text-slate-600">Destekçi</dt>
          <dd className="text-lg font-semibold">{formatNumber(stats.donorCount)}</dd>
        </div>
        <div className="rounded-lg bg-slate-100 p-3">
          <dt className="text-xs text-slate-600">Ortalama bağış</dt>
          <dd className="text-lg font-semibold">{formatLira(stats.averageDonation)}</dd>
        </div>
        <div className="rounded-lg bg-slate-100 p-3">
          <dt className="text-xs text-slate-600">Aylık gider</dt>
          <dd className="text-lg font-semibold">{formatLira(stats.monthlyExpenses.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
