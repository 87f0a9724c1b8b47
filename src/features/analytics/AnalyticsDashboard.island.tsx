import { type ReactNode, useEffect, useState } from 'react';
import {
  ANALYTICS_MSG,
  type AnalyticsOverview,
  type ServerStats,
  type VisitorTraffic,
} from '~/features/analytics/messages.ts';
import AdminLoginNotice from '~/features/identity/AdminLoginNotice.tsx';
import { $adminSession, loadAdminSession } from '~/features/identity/session-store.ts';
import { apiData } from '~/lib/client/api.ts';
import { useStore } from '~/lib/client/use-store.ts';
import { SERVER_STATS_WINDOW_HOURS } from '~/lib/constants.ts';
import { formatPercent } from '~/lib/percent.ts';
import { formatDateTr, formatDecimal, formatNumber } from '~/lib/text.ts';

export interface Props {
  /** Path of this page, to come back to after logging in. */
  path: string;
}

interface Data {
  overview: AnalyticsOverview;
  stats: ServerStats;
  traffic: VisitorTraffic;
}

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: Data };

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">{text}</p>
  );
}

/** A ranked list with counts, or its empty-state text. */
function Ranking({ items, empty }: { items: { label: string; count: number; extra?: string }[]; empty: string }) {
  if (items.length === 0) return <Empty text={empty} />;
  return (
    <ol className="space-y-1.5 text-sm">
      {items.map((item) => (
        <li key={item.label} className="flex justify-between gap-3">
          <span className="truncate text-slate-800">{item.label}</span>
          <span className="shrink-0 font-semibold text-slate-900">
            {formatNumber(item.count)}
            {item.extra && <span className="ml-2 font-normal text-slate-600">{item.extra}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

function growthLabel(growth: number | null): string {
  if (growth === null) return 'yeni';
  return `${growth > 0 ? '+' : ''}${formatPercent(growth)}`;
}

function Dashboard({ data }: { data: Data }) {
  const { overview, stats, traffic } = data;
  const totals = [
    { label: 'Onaylı İşletme', value: overview.totals.approvedBusinesses },
    { label: 'Kategori', value: overview.totals.categories },
    { label: 'Onaylı Yorum', value: overview.totals.approvedReviews },
    { label: 'Yayındaki Yazı', value: overview.totals.publishedPosts },
  ];
  const windows = [
    { label: 'Son 24 saat', value: overview.visitors.last24h },
    { label: 'Son 7 gün', value: overview.visitors.last7d },
    { label: 'Son 30 gün', value: overview.visitors.last30d },
  ];
  const hasVisitors = overview.visitors.last30d.pageViews > 0;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {totals.map((t) => (
          <div key={t.label} className="rounded-xl bg-brand-50 p-4">
            <dt className="text-sm text-slate-700">{t.label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{formatNumber(t.value)}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Ziyaretçiler">
          {hasVisitors ? (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-slate-600">
                  <th className="py-1 font-medium">Dönem</th>
                  <th className="font-medium">Tekil ziyaretçi</th>
                  <th className="font-medium">Sayfa görüntüleme</th>
                </tr>
              </thead>
              <tbody>
                {windows.map((w) => (
                  <tr key={w.label} className="border-t border-slate-100">
                    <th scope="row" className="py-1.5 text-left font-normal">
                      {w.label}
                    </th>
                    <td className="font-semibold">{formatNumber(w.value.uniqueVisitors)}</td>
                    <td className="font-semibold">{formatNumber(w.value.pageViews)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <Empty text={ANALYTICS_MSG.noVisitors} />
          )}
          <p className="mt-2 text-xs text-slate-600">
            Kaynak: kendi istek kaydımız; IP adresleri kısaltılmış, botlar hariç.
          </p>
        </Card>

        <Card title="Ziyaretçi Ülkeleri">
          {traffic.globalTraffic.length === 0 ? (
            <Empty text={ANALYTICS_MSG.noVisitors} />
          ) : (
            <Ranking
              items={traffic.globalTraffic.map((c) => ({
                label: c.country,
                count: c.visitors,
                extra: formatPercent(c.percentage),
              }))}
              empty={ANALYTICS_MSG.noVisitors}
            />
          )}
          <p className="mt-2 text-xs text-slate-600">
            {formatDateTr(traffic.dateRange.start)} – {formatDateTr(traffic.dateRange.end)} ·{' '}
            {formatNumber(traffic.totalVisitors)} tekil ziyaretçi
          </p>
        </Card>

        <Card title="Popüler Kategoriler">
          <Ranking
            items={overview.popularCategories.map((c) => ({
              label: c.category,
              count: c.businesses,
              extra: `30 günde ${c.recent} yeni (${growthLabel(c.growthPercent)})`,
            }))}
            empty="Henüz onaylı işletme yok."
          />
        </Card>

        <Card title="Arama Eğilimleri">
          <Ranking
            items={overview.searchTrends.map((s) => ({ label: s.term, count: s.count }))}
            empty="Son 30 günde arama yapılmadı."
          />
        </Card>

        <Card title="İlçe Dağılımı">
          <Ranking
            items={overview.districts.map((d) => ({ label: d.district, count: d.businesses }))}
            empty="Henüz onaylı işletme yok."
          />
        </Card>

        <Card title="Etkileşim">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-slate-600">Blog görüntülenme</dt>
              <dd className="text-xl font-bold">{formatNumber(overview.engagement.blogViews)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Onay bekleyen yorum</dt>
              <dd className="text-xl font-bold">{formatNumber(overview.engagement.pendingReviews)}</dd>
            </div>
          </dl>
          <h3 className="mt-3 text-sm font-semibold text-slate-700">Olaylar (son 30 gün)</h3>
          <Ranking
            items={overview.engagement.events.map((e) => ({ label: e.name, count: e.count }))}
            empty="Kayıtlı olay yok."
          />
        </Card>

        <Card title={`Sunucu İstatistikleri (${stats.timeRange})`}>
          {stats.totalRequests === 0 ? (
            <Empty text={ANALYTICS_MSG.noServer} />
          ) : (
            <dl className="grid grid-cols-3 gap-3 text-sm">
              <div>
                <dt className="text-slate-600">Tekil IP</dt>
                <dd className="text-xl font-bold">{formatNumber(stats.uniqueIPs)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">İstek</dt>
                <dd className="text-xl font-bold">{formatNumber(stats.totalRequests)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Ort. süre</dt>
                <dd className="text-xl font-bold">{formatDecimal(stats.avgDuration, 2)} ms</dd>
              </div>
            </dl>
          )}
        </Card>

        <Card title="En Çok İstenen Adresler">
          <Ranking items={stats.topURLs.map((u) => ({ label: u.path, count: u.count }))} empty={ANALYTICS_MSG.noUrls} />
        </Card>

        <Card title="Yönlendiren Siteler">
          <Ranking
            items={stats.topReferrers.map((r) => ({ label: r.referrer, count: r.count }))}
            empty={ANALYTICS_MSG.noReferrers}
          />
        </Card>

        <Card title="Tarayıcılar ve Cihazlar">
          {stats.topBrowsers.length === 0 && stats.topDevices.length === 0 ? (
            <Empty text={ANALYTICS_MSG.noDevices} />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <Ranking
                items={stats.topBrowsers.map((b) => ({ label: b.browser, count: b.count }))}
                empty={ANALYTICS_MSG.noDevices}
              />
              <Ranking
                items={stats.topDevices.map((d) => ({ label: d.device, count: d.count }))}
                empty={ANALYTICS_MSG.noDevices}
              />
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}

/** /analytics for admins: figures computed from our own data, loaded once. */
export default function AnalyticsDashboard({ path }: Props) {
  const $session = useStore($adminSession);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const isAdmin = $session.status === 'ready' && $session.session.isAdmin;

  useEffect(() => {
    void loadAdminSession();
  }, []);
  useEffect(() => {
    if (!isAdmin) return;
    Promise.all([
      apiData<AnalyticsOverview>('/api/analytics/overview'),
      apiData<ServerStats>(`/api/analytics/server-stats?hours=${SERVER_STATS_WINDOW_HOURS}`),
      apiData<VisitorTraffic>('/api/analytics/ga4-data'),
    ])
      .then(([overview, stats, traffic]) => setLoad({ status: 'ready', data: { overview, stats, traffic } }))
      .catch(() => setLoad({ status: 'error' }));
  }, [isAdmin]);

  if ($session.status === 'loading') return <p className="text-slate-600">Yükleniyor...</p>;
  if (!isAdmin)
    return <AdminLoginNotice next={path} notAdmin={$session.status === 'ready' && $session.session.user !== null} />;
  if (load.status === 'loading') return <p className="text-slate-600">Analiz verileri yükleniyor...</p>;
  if (load.status === 'error')
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        {ANALYTICS_MSG.loadFailed}
      </p>
    );
  return <Dashboard data={load.data} />;
}
