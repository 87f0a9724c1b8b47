import { type ReactNode, useEffect, useState } from 'react';
import {
  CONTENT_TYPES,
  type ContentCalendar,
  contentTypeLabel,
  type GeneratedBlog,
  generateBlogSchema,
  KEYWORD_LOCATIONS,
  type KeywordResearch,
  keywordResearchSchema,
  type ResearchKeyword,
  SEO_BUSINESS_TYPES,
  SEO_TOOLS_MSG,
  type SeoTabId,
  type SeoToolsStart,
  type TechnicalAnalysis,
} from '~/features/seo/seo-tools-schema.ts';
import { apiData, apiFetch } from '~/lib/client/api.ts';
import { useForm } from '~/lib/client/form.ts';
import { showToast } from '~/lib/client/toast.ts';
import { type FormState, startValues } from '~/lib/forms/form-state.ts';
import { MONTHS_TR } from '~/lib/months.ts';
import { postPath, seoToolPath } from '~/lib/paths.ts';
import { formatDateTr, formatNumber } from '~/lib/text.ts';
import { primaryButtonClass, secondaryButtonClass } from '~/lib/ui/field.tsx';
import { SelectField, TextField } from '~/lib/ui/fields.tsx';
import { LoadFailed } from '~/lib/ui/LoadFailed.tsx';
import { SpriteIcon } from '~/lib/ui/SpriteIcon.tsx';
import { Tabs } from '~/lib/ui/Tabs.tsx';

export interface Props {
  /** Static sample panels rendered by the page (Astro slots). */
  competitors?: ReactNode;
  citations?: ReactNode;
  advanced?: ReactNode;
  /** The tab's own address answered on the server (/seo-tools/{tab}): the tab open and what it showed. */
  start?: SeoToolsStart | undefined;
}

const TABS: { id: SeoTabId; label: string }[] = [
  { id: 'blog-generator', label: 'Blog Oluşturucu' },
  { id: 'technical-seo', label: 'Teknik SEO' },
  { id: 'keyword-research', label: 'Anahtar Kelime' },
  { id: 'content-calendar', label: 'İçerik Takvimi' },
  { id: 'competitor-analysis', label: 'Rakip Analizi' },
  { id: 'local-citations', label: 'Yerel Atıflar' },
  { id: 'advanced-tools', label: 'Gelişmiş Araçlar' },
];
const P = 'seo';

type Load<T> = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; data: T };

const card = 'rounded-xl border border-slate-200 bg-white p-5';
const TYPE_OPTIONS = SEO_BUSINESS_TYPES.map((t) => ({ value: t.value, label: t.value }));
const LOCATION_OPTIONS = KEYWORD_LOCATIONS.map((l) => ({ value: l.value, label: l.value }));
function NoEstimate() {
  return (
    <span
      title={SEO_TOOLS_MSG.noEstimateNote}
      className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600"
    >
      {SEO_TOOLS_MSG.noEstimate}
    </span>
  );
}

function BlogGenerator({ state, answer }: { state: FormState | undefined; answer: GeneratedBlog | undefined }) {
  const [result, setResult] = useState<GeneratedBlog | null>(answer ?? null);
  const form = useForm({
    initial: startValues({ targetKeyword: '', contentType: '', category: 'Turizm', businessFocus: '' }, state),
    initialErrors: state?.errors,
    schema: generateBlogSchema,
    send: (data) => apiFetch<GeneratedBlog>('/api/content/generate-blog', { body: data }),
    failure: { title: SEO_TOOLS_MSG.errorTitle, text: SEO_TOOLS_MSG.errorTitle },
    resetOnSuccess: false,
    onInvalid: (errors) => {
      const message = Object.values(errors)[0] ?? SEO_TOOLS_MSG.generatorMissing;
      const missing = message === SEO_TOOLS_MSG.generatorMissing;
      showToast({
        title: missing ? SEO_TOOLS_MSG.missingTitle : SEO_TOOLS_MSG.errorTitle,
        description: message,
        variant: 'destructive',
      });
    },
    onSuccess: (data) => {
      setResult(data);
      showToast({ title: SEO_TOOLS_MSG.generatedTitle, description: `SEO puanı: ${data.blogPost.seoScore}/100` });
    },
  });
  const busy = form.submitting;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        method="get"
        action={seoToolPath('blog-generator')}
        onSubmit={form.onSubmit}
        noValidate
        className={`${card} space-y-4`}
      >
        <h2 className="text-xl font-bold">Blog Oluşturucu</h2>
        <p className="text-sm text-slate-600">
          Başlık, özet ve anahtar kelimeler şablonlardan ve rehberdeki onaylı işletmelerden oluşturulur; hiçbir şey
          kaydedilmez.
        </p>
        <TextField
          label="Anahtar kelime"
          required
          maxLength={100}
          placeholder="ör. kahta otelleri"
          {...form.bind('targetKeyword', 'gen')}
        />
        <SelectField
          label="İçerik türü"
          required
          options={CONTENT_TYPES}
          placeholder="Seçin"
          {...form.bind('contentType', 'gen')}
        />
        <SelectField label="Kategori" options={TYPE_OPTIONS} {...form.bind('category', 'gen')} />
        <TextField
          label="İşletme odağı (isteğe bağlı)"
          hint="ör. Kâhta, aile işletmeleri"
          maxLength={200}
          {...form.bind('businessFocus', 'gen')}
        />
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? 'Oluşturuluyor...' : 'İçerik Oluştur'}
        </button>
      </form>
      <section aria-live="polite" aria-label="Oluşturulan içerik" className={card}>
        {!result ? (
          <p className="text-sm text-slate-600">Sonuç burada görünecek.</p>
        ) : (
          <div className="space-y-4">
            <div className="flex items-start justify-between gap-3">
              <h3 className="text-lg font-bold">{result.blogPost.title}</h3>
              <p className="shrink-0 rounded-full bg-green-100 px-3 py-1 text-sm font-bold text-green-800">
                SEO puanı: {result.blogPost.seoScore}/100
              </p>
            </div>
            <p className="text-slate-700">{result.blogPost.excerpt}</p>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <dt className="text-slate-500">Hedef uzunluk</dt>
              <dd>{result.blogPost.readingTime}</dd>
              <dt className="text-slate-500">Tahmini trafik</dt>
              <dd>
                <NoEstimate />
              </dd>
              <dt className="text-slate-500">Kaynak veri</dt>
              <dd>
                {result.basedOn.approvedBusinesses} onaylı işletme ({result.basedOn.category})
              </dd>
            </dl>
            <div>
              <h4 className="font-semibold">Puan nasıl hesaplandı?</h4>
              <table className="mt-2 w-full text-sm">
                <tbody>
                  {result.scoring.map((r) => (
                    <tr key={r.rule} className="border-t border-slate-100">
                      <td className="py-1">
                        <SpriteIcon
                          name={r.points > 0 ? 'check' : 'x'}
                          className={`mr-1 inline h-4 w-4 ${r.points > 0 ? 'text-emerald-700' : 'text-red-700'}`}
                        />
                        <span className="sr-only">{r.points > 0 ? 'karşılandı: ' : 'karşılanmadı: '}</span>
                        {r.rule}
                      </td>
                      <td className="py-1 text-right font-semibold">
                        {r.points}/{r.max}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div>
              <h4 className="font-semibold">Anahtar kelimeler</h4>
              <ul className="mt-2 flex flex-wrap gap-2">
                {result.blogPost.keywords.map((k) => (
                  <li key={k} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm text-brand-800">
                    {k}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className="font-semibold">İçerik önerileri</h4>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {result.contentSuggestions.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}

/**
 * Loads `path` the first time its tab is shown and whenever `path` changes while shown; loaded data is
 * kept. `initial` is `path`'s data as the server already read it (the tab's own address).
 */
function useLoad<T>(active: boolean, path: string, initial?: T): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>(initial ? { status: 'ready', data: initial } : { status: 'idle' });
  const [loaded, setLoaded] = useState<string | null>(initial ? path : null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger: a new attempt loads again
  useEffect(() => {
    if (!active || loaded === path) return;
    let live = true;
    setState({ status: 'loading' });
    apiData<T>(path)
      .then((data) => {
        if (!live) return;
        setState({ status: 'ready', data });
        setLoaded(path);
      })
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [active, path, attempt, loaded]);
  return [state, () => setAttempt((n) => n + 1)];
}

function LoadState({ state, retry, loading }: { state: Load<unknown>; retry: () => void; loading: string }) {
  if (state.status === 'error') return <LoadFailed retry={retry} className="text-sm" />;
  return (
    <p role="status" className="text-sm text-slate-600">
      {loading}
    </p>
  );
}

function ScoreCard({ title, score, children }: { title: string; score: number | null; children: ReactNode }) {
  return (
    <section className={card} aria-label={title}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        {score === null ? (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {SEO_TOOLS_MSG.notMeasured}
          </span>
        ) : (
          <span className="text-lg font-bold">{score}/100</span>
        )}
      </div>
      <div className="mt-3 space-y-2 text-sm">{children}</div>
    </section>
  );
}

const Recs = ({ items }: { items: string[] }) =>
  items.length ? (
    <ul className="list-disc space-y-1 pl-5 text-slate-700">
      {items.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  ) : null;

function TechnicalSeo({ active, start }: { active: boolean; start: TechnicalAnalysis | undefined }) {
  const [state, retry] = useLoad<TechnicalAnalysis>(active, '/api/seo/technical-analysis', start);
  if (state.status !== 'ready') return <LoadState state={state} retry={retry} loading="Teknik analiz yükleniyor..." />;
  const { overallScore, overallBasis, analysis: a } = state.data;
  return (
    <div className="space-y-4">
      <div className={card}>
        <p className="text-sm text-slate-500">Genel puan</p>
        <p className="text-4xl font-bold">{overallScore}/100</p>
        <p className="mt-1 text-sm text-slate-600">
          Rehberin kendi verilerinden ölçülen bölümlerin ortalaması: {overallBasis.join(', ')}. Sayfa hızı ve mobil uyum
          bu sunucudan ölçülemez.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <ScoreCard title="Sayfa Hızı" score={a.pageSpeed.score}>
          <Recs items={a.pageSpeed.recommendations} />
        </ScoreCard>
        <ScoreCard title="Mobil Uyum" score={a.mobileOptimization.score}>
          <Recs items={a.mobileOptimization.recommendations} />
        </ScoreCard>
        <ScoreCard title="Yapılandırılmış Veri" score={a.structuredData.score}>
          <p>
            <strong>Var:</strong> {a.structuredData.present.join('; ')}
          </p>
          <p>
            <strong>Eksik:</strong> {a.structuredData.missing.join('; ')}
          </p>
          <p>
            robots.txt: {a.indexing.robotsTxt ? 'var' : 'yok'} · site haritası: {a.indexing.sitemap ? 'var' : 'yok'}
          </p>
        </ScoreCard>
        <ScoreCard title="Yerel SEO" score={a.localSEO.score}>
          <p>
            NAP (ad, adres, telefon) tamlığı: %{a.localSEO.napConsistency} ·{' '}
            {formatNumber(a.localSEO.approvedBusinesses)} onaylı işletme
          </p>
          <ul className="grid grid-cols-2 gap-1">
            {a.localSEO.completeness.map((c) => (
              <li key={c.field}>
                {c.field}: %{c.percent}
              </li>
            ))}
          </ul>
          <p>Rehber başvurusu (yerel atıf): {a.localSEO.localCitations}</p>
          <p>Google İşletme Profili: {a.localSEO.googleMyBusiness}</p>
          <Recs items={a.localSEO.recommendations} />
        </ScoreCard>
        <ScoreCard title="İçerik Optimizasyonu" score={a.contentOptimization.score}>
          <p>
            {a.contentOptimization.publishedPosts} yayında yazı: meta açıklama %{a.contentOptimization.metaDescriptions}
            , ara başlık %{a.contentOptimization.headingStructure}, iç bağlantı %{a.contentOptimization.internalLinking}
            , hedef kelime metinde %{a.contentOptimization.keywordDensity}
          </p>
          <Recs items={a.contentOptimization.recommendations} />
        </ScoreCard>
      </div>
    </div>
  );
}

function KeywordTable({ title, items }: { title: string; items: ResearchKeyword[] }) {
  return (
    <section className={card} aria-label={title}>
      <h2 className="font-semibold">{title}</h2>
      <table className="mt-2 w-full text-sm">
        <thead>
          <tr className="text-left text-slate-500">
            <th className="py-1 font-medium">Anahtar kelime</th>
            <th className="py-1 text-right font-medium">{SEO_TOOLS_MSG.siteSearchLabel}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((k) => (
            <tr key={k.keyword} className="border-t border-slate-100">
              <td className="py-1">
                {k.keyword}
                {k.businesses !== undefined && <span className="text-slate-500"> · {k.businesses} işletme</span>}
              </td>
              <td className="py-1 text-right font-semibold">{formatNumber(k.siteSearches)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function KeywordResearchPanel({
  state,
  answer,
}: {
  state: FormState | undefined;
  answer: KeywordResearch['research'] | undefined;
}) {
  const [result, setResult] = useState<KeywordResearch['research'] | null>(answer ?? null);
  const form = useForm({
    initial: startValues({ seedKeyword: '', location: 'Adıyaman', businessType: 'Turizm' }, state),
    initialErrors: state?.errors,
    schema: keywordResearchSchema,
    send: (data) => {
      const query = new URLSearchParams({
        seedKeyword: data.seedKeyword,
        location: data.location,
        businessType: data.businessType ?? 'Turizm',
      });
      return apiFetch<KeywordResearch>(`/api/seo/keyword-research?${query}`);
    },
    failure: { title: SEO_TOOLS_MSG.errorTitle, text: SEO_TOOLS_MSG.errorTitle },
    resetOnSuccess: false,
    onInvalid: (errors) =>
      showToast({
        title: SEO_TOOLS_MSG.missingTitle,
        description: Object.values(errors)[0] ?? SEO_TOOLS_MSG.missingTitle,
        variant: 'destructive',
      }),
    onSuccess: (data) => setResult(data.research),
  });
  const busy = form.submitting;

  return (
    <div className="space-y-4">
      <form
        method="get"
        action={seoToolPath('keyword-research')}
        onSubmit={form.onSubmit}
        noValidate
        className={`${card} grid gap-4 md:grid-cols-4 md:items-end`}
      >
        <TextField
          label="Anahtar kelime"
          required
          className="md:col-span-2"
          maxLength={100}
          placeholder="ör. otel"
          {...form.bind('seedKeyword', 'kw')}
        />
        <SelectField label="Konum" options={LOCATION_OPTIONS} {...form.bind('location', 'kw')} />
        <SelectField label="İşletme türü" options={TYPE_OPTIONS} {...form.bind('businessType', 'kw')} />
        <button type="submit" disabled={busy} className={`${primaryButtonClass} md:col-span-4 md:justify-self-start`}>
          {busy ? 'Araştırılıyor...' : 'Araştır'}
        </button>
      </form>
      <div aria-live="polite">
        {result && (
          <div className="space-y-4">
            <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
              Sayılar son {result.windowDays} günde bu sitede yapılan aramalardır ({SEO_TOOLS_MSG.siteSearchLabel}); dış
              arama motoru hacmi bağlı değildir.
            </p>
            <div className="grid gap-4 md:grid-cols-2">
              <KeywordTable title="Birincil anahtar kelimeler" items={result.primaryKeywords} />
              <KeywordTable title="Uzun kuyruk anahtar kelimeler" items={result.longTailKeywords} />
              <KeywordTable title="Yerel anahtar kelimeler" items={result.localKeywords} />
              <section className={card} aria-label="İçerik boşlukları">
                <h2 className="font-semibold">İçerik boşlukları</h2>
                {result.contentGaps.length ? (
                  <ul className="mt-2 space-y-1 text-sm">
                    {result.contentGaps.map((g) => (
                      <li key={g.topic}>
                        <strong>{g.topic}</strong> — {g.reason}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-sm text-slate-600">Bu konular için yayında yazı var.</p>
                )}
              </section>
              <section className={card} aria-label="Mevsimsellik">
                <h2 className="font-semibold">Mevsimsellik</h2>
                <p className="mt-2 text-sm">Yoğun aylar: {result.seasonalTrends.peak_months.join(', ')}</p>
                <p className="text-sm">Yıllık büyüme: bilinmiyor (veri yok)</p>
                <p className="mt-1 text-xs text-slate-500">{result.seasonalTrends.basis}</p>
              </section>
              <section className={card} aria-label="Sitede en çok aranan">
                <h2 className="font-semibold">Sitede en çok aranan</h2>
                {result.topSiteSearches.length ? (
                  <ul className="mt-2 space-y-1 text-sm">
                    {result.topSiteSearches.map((s) => (
                      <li key={s.term}>
                        {s.term}: {formatNumber(s.count)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-sm text-slate-600">Bu kelimeyle eşleşen site içi arama kaydı yok.</p>
                )}
              </section>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

function ContentCalendarPanel({
  active,
  start,
  refused,
}: {
  active: boolean;
  start: ContentCalendar | undefined;
  refused: FormState | undefined;
}) {
  // The month is the visitor's, not the build's: set after hydration so the pre-rendered HTML matches,
  // unless the server read the plan for this address (its month then). Without scripts the choice is
  // sent with the form's button; with them a change loads at once, and the button goes.
  const [query, setQuery] = useState({
    month: String(start?.month ?? ''),
    year: String(start?.year ?? ''),
    businessCategory: start?.businessCategory ?? 'Turizm',
  });
  // Its own flag rather than useHydrated: that hook is a chunk of its own, 157 bytes gzip more here.
  const [scripted, setScripted] = useState(false);
  useEffect(() => {
    setScripted(true);
    if (start) return;
    const today = new Date();
    setQuery((q) => ({ ...q, month: String(today.getMonth() + 1), year: String(today.getFullYear()) }));
  }, [start]);
  const bind = (name: keyof typeof query) => ({
    id: `cal-${name}`,
    name,
    value: query[name],
    onChange: (value: string) => setQuery({ ...query, [name]: value }),
    error: refused?.errors[name],
  });
  const [state, retry] = useLoad<ContentCalendar>(
    active && query.month !== '',
    `/api/content/calendar?${new URLSearchParams(query)}`,
    start,
  );
  const year = Number(query.year);
  const years = year ? [year - 1, year, year + 1] : [];
  return (
    <div className="space-y-4">
      <form
        method="get"
        action={seoToolPath('content-calendar')}
        onSubmit={(event) => event.preventDefault()}
        className={`${card} grid gap-4 sm:grid-cols-3`}
      >
        <SelectField
          label="Ay"
          options={MONTHS_TR.map((m, i) => ({ value: String(i + 1), label: m }))}
          {...bind('month')}
        />
        <SelectField
          label="Yıl"
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          {...bind('year')}
        />
        <SelectField label="İşletme kategorisi" options={TYPE_OPTIONS} {...bind('businessCategory')} />
        {!scripted && (
          <button type="submit" className={`${secondaryButtonClass} sm:col-span-3 sm:justify-self-start`}>
            Takvimi göster
          </button>
        )}
      </form>
      {state.status !== 'ready' ? (
        <LoadState state={state} retry={retry} loading="Takvim yükleniyor..." />
      ) : (
        <ol className="space-y-3">
          {state.data.entries.map((entry) => (
            <li
              key={entry.date}
              className={`${card} flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between`}
            >
              <div>
                <p className="text-sm text-slate-500">
                  {formatDateTr(`${entry.date}T12:00:00Z`)} · {contentTypeLabel(entry.contentType)}
                </p>
                <p className="font-semibold">{entry.title}</p>
                <p className="text-sm text-slate-600">
                  Hedef kelime: {entry.targetKeyword} · Tahmini trafik: <NoEstimate />
                </p>
                {entry.publishedPost && (
                  <a href={postPath(entry.publishedPost.slug)} className="text-sm font-medium text-brand-700 underline">
                    {entry.publishedPost.title}
                  </a>
                )}
              </div>
              <span
                className={`self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${entry.status === 'published' ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'}`}
              >
                {entry.status === 'published' ? 'Yayında' : 'Planlandı'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The /seo-tools workspace: seven tabs, four computed from our data and three static samples. */
export default function SeoTools({ competitors, citations, advanced, start }: Props) {
  const [active, setActive] = useState<string>(start?.tab ?? 'blog-generator');
  /** The sent form's state belongs to the tab the server answered. */
  const stateOf = (tab: SeoTabId) => (start?.tab === tab ? start.state : undefined);
  return (
    <div className="space-y-6">
      <Tabs
        idPrefix={P}
        label="SEO araçları"
        tabs={TABS}
        active={active}
        onChange={setActive}
        hrefOf={seoToolPath}
        className="rounded-xl bg-slate-100 p-1"
        panels={{
          'blog-generator': <BlogGenerator state={stateOf('blog-generator')} answer={start?.blog} />,
          'technical-seo': <TechnicalSeo active={active === 'technical-seo'} start={start?.technical} />,
          'keyword-research': <KeywordResearchPanel state={stateOf('keyword-research')} answer={start?.research} />,
          'content-calendar': (
            <ContentCalendarPanel
              active={active === 'content-calendar'}
              start={start?.calendar}
              refused={stateOf('content-calendar')}
            />
          ),
          'competitor-analysis': competitors,
          'local-citations': citations,
          'advanced-tools': (
            <>
              {advanced}
              <p className="mt-4 text-sm">
                <a href="/seo-enhancement" className={secondaryButtonClass}>
                  SEO Enhancement Center’a git
                </a>
              </p>
            </>
          ),
        }}
      />
    </div>
  );
}
