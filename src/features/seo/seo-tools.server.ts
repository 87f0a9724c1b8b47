import { sql } from 'kysely';
import { CATEGORIES } from '~/features/listings/categories.ts';
import { canonicalDistrict, DISTRICTS } from '~/features/listings/districts.ts';
import { countDirectorySubmissions } from '~/features/seo/authority-builder.server.ts';
import {
  businessTypeInfo,
  type CalendarEntry,
  CONTENT_TYPES,
  type ContentCalendar,
  type ContentType,
  type GenerateBlogInput,
  type GeneratedBlog,
  type KeywordResearch,
  type KeywordResearchInput,
  type ResearchKeyword,
  type ScoreRule,
  type SeoBusinessType,
  SITE_SEARCH_WINDOW_DAYS,
  type TechnicalAnalysis,
} from '~/features/seo/seo-tools-schema.ts';
import { WORDS_PER_MINUTE } from '~/lib/constants.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { MONTHS_TR } from '~/lib/months.ts';
import { must } from '~/lib/must.ts';
import { postPath } from '~/lib/paths.ts';
import { formatPercent } from '~/lib/percent.ts';
import { foldTr, TIME_ZONE } from '~/lib/text.ts';

// ---------------------------------------------------------------------------------------------
// Pure rules (unit-tested)

const LOCAL_NAMES = ['adıyaman', ...DISTRICTS.map((d) => d.name)].map(foldTr).concat('kahta');

/** Turkish sentence case of a keyword: first letter upper-cased the Turkish way. */
function capitalizeTr(value: string): string {
  return value ? value.charAt(0).toLocaleUpperCase('tr') + value.slice(1) : value;
}

/**
 * SEO score of a generated title and excerpt, rule by rule (100 in total). Each rule gives all
 * its points or none, so the breakdown explains the score exactly.
 */
export function scoreBlogPost(input: { title: string; excerpt: string; keyword: string; keywords: string[] }): {
  score: number;
  rules: ScoreRule[];
} {
  const keyword = foldTr(input.keyword.trim());
  const title = foldTr(input.title);
  const excerpt = foldTr(input.excerpt);
  const local = LOCAL_NAMES.some((name) => title.includes(name) || excerpt.includes(name));
  const rules: ScoreRule[] = [
    { rule: 'Anahtar kelime başlıkta geçiyor', max: 25, points: keyword && title.includes(keyword) ? 25 : 0 },
    { rule: 'Başlık 30–65 karakter', max: 20, points: input.title.length >= 30 && input.title.length <= 65 ? 20 : 0 },
    {
      rule: 'Özet 70–160 karakter',
      max: 20,
      points: input.excerpt.length >= 70 && input.excerpt.length <= 160 ? 20 : 0,
    },
    { rule: 'Anahtar kelime özette geçiyor', max: 15, points: keyword && excerpt.includes(keyword) ? 15 : 0 },
    { rule: 'En az 5 ilgili anahtar kelime', max: 10, points: input.keywords.length >= 5 ? 10 : 0 },
    { rule: 'Yerel sinyal (Adıyaman veya ilçe adı)', max: 10, points: local ? 10 : 0 },
  ];
  return { score: rules.reduce((sum, r) => sum + r.points, 0), rules };
}

/** Keeps the first of each keyword that folds to the same text. */
export function uniqueKeywords(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const key = foldTr(value.trim());
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(value.trim());
  }
  return out;
}

/** Shortens at a word boundary so the text is at most `max` characters, ending with '…' when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** Season of a month for content planning (the four seasons of the tourism guide). */
function seasonOf(month: number): string {
  if (month >= 3 && month <= 5) return 'ilkbahar';
  if (month >= 6 && month <= 8) return 'yaz';
  if (month >= 9 && month <= 11) return 'sonbahar';
  return 'kış';
}

const CALENDAR_TOPICS: Record<
  ContentType,
  (noun: string, season: string, monthName: string) => { title: string; keyword: string }
> = {
  local_guide: (noun, _season, monthName) => ({
    title: `${capitalizeTr(monthName)} ayında Adıyaman ${noun} rehberi`,
    keyword: `adıyaman ${noun}`,
  }),
  tourism_content: (_noun, season) => ({
    title: `Adıyaman’da ${season} gezisi: Nemrut ve çevresi`,
    keyword: `adıyaman ${season} gezisi`,
  }),
  business_spotlight: (noun) => ({
    title: `Haftanın işletmesi: Adıyaman ${noun} seçkisi`,
    keyword: `adıyaman en iyi ${noun}`,
  }),
};

export interface PublishedPostRef {
  slug: string;
  title: string;
  category: string;
  publishedAt: string | null;
}

/** Date as YYYY-MM-DD (calendar dates are plain days, no time zone). */
function isoDay(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The Istanbul calendar day of a timestamp. */
function istanbulDay(timestamp: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(timestamp));
}

/**
 * Weekly content plan of a month: one entry on days 1, 8, 15, 22 (and 29 when the month has it),
 * content types in turn. An entry is 'published' when a published post of the matching blog
 * category appeared in its week (the 7 days from its date, or to the month's end).
 */
export function planCalendar(
  month: number,
  year: number,
  businessCategory: SeoBusinessType,
  posts: PublishedPostRef[],
): CalendarEntry[] {
  const info = businessTypeInfo(businessCategory);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const season = seasonOf(month);
  const monthName = must(MONTHS_TR[month - 1], `month ${month}`).toLocaleLowerCase('tr');
  const candidates = posts
    .flatMap((p) =>
      p.category === info.blogCategory && p.publishedAt ? [{ ...p, day: istanbulDay(p.publishedAt) }] : [],
    )
    .sort((a, b) => a.day.localeCompare(b.day));
  const used = new Set<string>();
  const entries: CalendarEntry[] = [];
  for (let start = 1, index = 0; start <= daysInMonth; start += 7, index++) {
    const end = Math.min(start + 6, daysInMonth);
    const from = isoDay(year, month, start);
    const to = isoDay(year, month, end);
    const contentType = must(CONTENT_TYPES[index % CONTENT_TYPES.length], 'content type').value;
    const topic = CALENDAR_TOPICS[contentType](info.noun, season, monthName);
    const post = candidates.find((p) => !used.has(p.slug) && p.day >= from && p.day <= to);
    if (post) used.add(post.slug);
    entries.push({
      date: from,
      contentType,
      title: topic.title,
      targetKeyword: topic.keyword,
      estimatedTraffic: null,
      status: post ? 'published' : 'planned',
      publishedPost: post ? { slug: post.slug, title: post.title } : null,
    });
  }
  return entries;
}

/** Search terms carried in a logged request path (q, search or query parameter), folded. */
export function searchTermsOf(path: string): string[] {
  const at = path.indexOf('?');
  if (at < 0) return [];
  const params = new URLSearchParams(path.slice(at + 1));
  const terms: string[] = [];
  for (const name of ['q', 'search', 'query']) {
    for (const value of params.getAll(name)) {
      const folded = foldTr(value).replace(/\s+/g, ' ').trim();
      if (folded) terms.push(folded);
    }
  }
  return terms;
}

/** Logged searches that match a keyword: the search contains the keyword, or the keyword contains the search (3+ letters). */
export function countMatchingSearches(keyword: string, terms: Map<string, number>): number {
  const key = foldTr(keyword).replace(/\s+/g, ' ').trim();
  let count = 0;
  for (const [term, n] of terms) {
    if (term.includes(key) || (term.length >= 3 && key.includes(term))) count += n;
  }
  return count;
}

// ---------------------------------------------------------------------------------------------
// Data

interface CategoryBusiness {
  name: string;
  district: string | null;
  rating: number;
  reviewCount: number;
  subcategory: string | null;
}

async function approvedInCategory(db: Db, category: string): Promise<CategoryBusiness[]> {
  return db
    .selectFrom('businesses')
    .leftJoin('subcategories', 'subcategories.id', 'businesses.subcategoryId')
    .select([
      'businesses.name',
      'businesses.district',
      'businesses.rating',
      'businesses.reviewCount',
      'subcategories.name as subcategory',
    ])
    .where('businesses.status', '=', 'approved')
    .where('businesses.category', '=', category)
    .orderBy('businesses.closedRank')
    .orderBy('businesses.rating', 'desc')
    .orderBy('businesses.reviewCount', 'desc')
    .orderBy('businesses.name')
    .execute();
}

async function publishedPosts(db: Db) {
  return db
    .selectFrom('blogPosts')
    .select(['slug', 'title', 'category', 'publishedAt', 'metaDescription', 'targetKeywords', 'content'])
    .where('publishStatus', '=', 'published')
    .orderBy('publishedAt', 'desc')
    .execute();
}

/** Districts with their business counts, most first; ties in the canonical district order. */
function districtCounts(businesses: CategoryBusiness[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const b of businesses) {
    const district = b.district ? canonicalDistrict(b.district) : null;
    if (district) counts.set(district, (counts.get(district) ?? 0) + 1);
  }
  const order = DISTRICTS.map((d) => d.name as string);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || order.indexOf(a.name) - order.indexOf(b.name));
}

/** The district a keyword or focus text names, if any. */
function districtIn(text: string): string | null {
  for (const word of text.split(/[\s,.;:/-]+/)) {
    const district = word ? canonicalDistrict(word) : null;
    if (district && district !== 'Merkez') return district;
  }
  return null;
}

function listTr(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ve ${items.at(-1)}`;
}

const PLANNED_WORDS: Record<ContentType, number> = {
  local_guide: 1200,
  tourism_content: 1000,
  business_spotlight: 700,
};

/**
 * A blog outline built from templates and the approved businesses of the chosen category (and
 * district, when the keyword or focus names one). Nothing is stored.
 */
export async function generateBlogPost(db: Db, input: GenerateBlogInput): Promise<GeneratedBlog> {
  const info = businessTypeInfo(input.category);
  const all = await approvedInCategory(db, info.category);
  const focusDistrict = districtIn(`${input.targetKeyword} ${input.businessFocus}`);
  const businesses = focusDistrict
    ? all.filter((b) => b.district && canonicalDistrict(b.district) === focusDistrict)
    : all;
  const districts = districtCounts(businesses);
  const place = focusDistrict ?? 'Adıyaman';
  const keyword = input.targetKeyword.trim();
  const Keyword = capitalizeTr(keyword);
  const top = businesses.slice(0, 3).map((b) => b.name);
  const count = businesses.length;

  const titles: Record<ContentType, string> = {
    local_guide: `${Keyword}: ${place} ${info.noun} rehberi`,
    tourism_content: `${Keyword}: ${place} gezi rehberi ve öneriler`,
    business_spotlight: `${Keyword}: ${place} için öne çıkan ${count} işletme`,
  };
  const lead: Record<ContentType, string> = {
    local_guide: `${Keyword} arayanlar için rehberimizde ${place} bölgesinden ${count} onaylı ${info.noun} işletmesi`,
    tourism_content: `${place} gezinizi planlarken ${keyword} için rota, mevsim ve ${count} yerel ${info.noun} önerisi`,
    business_spotlight: `${Keyword} denince akla gelen ${count} işletme, ${place} rehberinden`,
  };
  const excerptParts = [lead[input.contentType]];
  if (top.length) excerptParts.push(`öne çıkanlar: ${listTr(top)}`);
  const excerpt = clip(`${excerptParts.join('; ')}.`, 160);
  const title = clip(titles[input.contentType], 65);

  const subcategories = uniqueKeywords(all.map((b) => b.subcategory ?? '').filter(Boolean));
  const lowerPlace = place.toLocaleLowerCase('tr');
  const keywords = uniqueKeywords([
    keyword,
    ...(focusDistrict ? [] : [`${keyword} ${lowerPlace}`]),
    `${lowerPlace} ${info.noun}`,
    `adıyaman ${info.noun}`,
    ...districts.slice(0, 2).map((d) => `${d.name.toLocaleLowerCase('tr')} ${info.noun}`),
    ...subcategories.slice(0, 2).map((s) => `adıyaman ${s.toLocaleLowerCase('tr')}`),
  ]);
  const scored = scoreBlogPost({ title, excerpt, keyword, keywords });

  const posts = (await publishedPosts(db)).filter((p) => p.category === info.blogCategory).slice(0, 2);
  const suggestions: string[] = [];
  if (districts.length)
    suggestions.push(
      `İlçelere göre bölümler: ${districts
        .slice(0, 4)
        .map((d) => `${d.name} (${d.count})`)
        .join(', ')}.`,
    );
  if (top.length)
    suggestions.push(`${listTr(top)} için kısa tanıtım kutuları ekleyin ve işletme sayfalarına bağlantı verin.`);
  suggestions.push(
    `Yazının sonunda /businesses?category=${encodeURIComponent(info.category)} sayfasına bağlantı verin.`,
  );
  for (const post of posts) suggestions.push(`İlgili yazıya iç bağlantı: “${post.title}” (${postPath(post.slug)}).`);
  for (const rule of scored.rules)
    if (rule.points === 0) suggestions.push(`Puanı artırmak için: ${rule.rule.toLocaleLowerCase('tr')}.`);
  if (!count) suggestions.push(`Bu kategoride onaylı işletme yok; önce işletme kaydı toplayın.`);

  return {
    blogPost: {
      title,
      excerpt,
      estimatedTraffic: null,
      readingTime: `${Math.ceil(PLANNED_WORDS[input.contentType] / WORDS_PER_MINUTE)} dk okuma`,
      seoScore: scored.score,
      keywords,
    },
    scoring: scored.rules,
    contentSuggestions: suggestions,
    basedOn: { category: info.category, approvedBusinesses: count, districts: districts.map((d) => d.name) },
  };
}

/**
 * Page types and the schema.org types their pages carry, as built: `source` writes the JSON-LD and
 * `sample` is a page that carries it (seo-tools.test.ts reads the sources, seo-tools.spec.ts the pages).
 */
export const STRUCTURED_DATA_PAGES = [
  { type: 'WebSite', page: 'Ana sayfa (/)', source: 'src/pages/index.astro', sample: '/' },
  {
    type: 'LocalBusiness',
    page: 'İşletme sayfaları (/business/{id})',
    source: 'src/features/directory/structured-data.ts',
    sample: '/business/{id}',
  },
  {
    type: 'BreadcrumbList',
    page: 'İşletme sayfaları (/business/{id})',
    source: 'src/features/directory/structured-data.ts',
    sample: '/business/{id}',
  },
  {
    type: 'BlogPosting',
    page: 'Blog yazıları (/blog/{slug})',
    source: 'src/features/blog/blog-seo.ts',
    sample: '/blog/{slug}',
  },
  { type: 'TouristAttraction', page: 'Turizm (/tourism)', source: 'src/pages/tourism.astro', sample: '/tourism' },
] as const;
/** Templates SPEC §3 lists that no page carries yet, with a page that would carry them. */
export const STRUCTURED_DATA_MISSING = [
  { type: 'Organization', page: 'Ana sayfa', sample: '/' },
  {
    type: 'BreadcrumbList',
    page: 'Kategori listeleri (/businesses?category=…)',
    sample: '/businesses?category=Oteller',
  },
] as const;

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/** Technical SEO figures computed from the site's own data; page speed and mobile need a browser audit and are not scored here. */
export async function technicalAnalysis(db: Db): Promise<TechnicalAnalysis> {
  const nonEmpty = (column: string) =>
    sql<number>`coalesce(sum(case when trim(coalesce(${sql.ref(column)}, '')) <> '' then 1 else 0 end), 0)`;
  const b = await db
    .selectFrom('businesses')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`coalesce(sum(case when trim(coalesce(phone, '')) <> '' and trim(address) <> '' then 1 else 0 end), 0)`.as(
        'nap',
      ),
      nonEmpty('description').as('description'),
      nonEmpty('phone').as('phone'),
      nonEmpty('website').as('website'),
      sql<number>`coalesce(sum(case when latitude is not null and longitude is not null then 1 else 0 end), 0)`.as(
        'coordinates',
      ),
      sql<number>`coalesce(sum(case when trim(coalesce(working_hours, '')) not in ('', '{}') or trim(coalesce(working_hours_text, '')) <> '' then 1 else 0 end), 0)`.as(
        'hours',
      ),
    ])
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  const total = Number(b.total);
  const completeness = [
    { field: 'Açıklama', percent: percent(Number(b.description), total) },
    { field: 'Telefon', percent: percent(Number(b.phone), total) },
    { field: 'Web sitesi', percent: percent(Number(b.website), total) },
    { field: 'Koordinat', percent: percent(Number(b.coordinates), total) },
    { field: 'Çalışma saatleri', percent: percent(Number(b.hours), total) },
  ];
  const napConsistency = percent(Number(b.nap), total);
  const localScore = Math.round(
    (napConsistency + completeness.reduce((s, c) => s + c.percent, 0)) / (completeness.length + 1),
  );
  const citations = await countDirectorySubmissions(db);

  const posts = await publishedPosts(db);
  const withMeta = posts.filter((p) => (p.metaDescription ?? '').trim() !== '').length;
  const withHeadings = posts.filter((p) => /<h2[\s>]/i.test(p.content)).length;
  const withLinks = posts.filter((p) => /href="\/(businesses|business|blog|tourism)/i.test(p.content)).length;
  const withKeywordInText = posts.filter((p) => {
    let list: unknown = [];
    try {
      list = JSON.parse(p.targetKeywords);
    } catch {
      list = [];
    }
    const first = Array.isArray(list) && typeof list[0] === 'string' ? foldTr(list[0]) : '';
    return first !== '' && foldTr(p.content.replace(/<[^>]*>/g, ' ')).includes(first);
  }).length;
  const content = {
    metaDescriptions: percent(withMeta, posts.length),
    headingStructure: percent(withHeadings, posts.length),
    internalLinking: percent(withLinks, posts.length),
    keywordDensity: percent(withKeywordInText, posts.length),
  };
  const contentScore = Math.round(
    (content.metaDescriptions + content.headingStructure + content.internalLinking + content.keywordDensity) / 4,
  );

  const present = STRUCTURED_DATA_PAGES.map((p) => `${p.type} — ${p.page}`);
  const structuredScore = percent(present.length, present.length + STRUCTURED_DATA_MISSING.length);

  const localRecs: string[] = [];
  for (const c of completeness)
    if (c.percent < 80)
      localRecs.push(
        `${c.field} bilgisi işletmelerin yalnızca ${formatPercent(c.percent, 'possessiveLocative')} var; işletme sahiplerinden tamamlamalarını isteyin.`,
      );
  if (citations < 4)
    localRecs.push(
      'Site Otoritesi Oluşturucu’daki rehberlere başvurarak yerel atıf sayısını artırın (/authority-builder).',
    );
  const contentRecs: string[] = [];
  if (content.metaDescriptions < 100)
    contentRecs.push(
      `Yazıların ${formatPercent(100 - content.metaDescriptions, 'possessiveLocative')} meta açıklama yok; her yazıya 120–160 karakterlik açıklama ekleyin.`,
    );
  if (content.internalLinking < 100)
    contentRecs.push('İşletme veya kategori sayfalarına bağlantı vermeyen yazılara iç bağlantı ekleyin.');
  if (content.headingStructure < 100) contentRecs.push('Ara başlık (h2) kullanmayan yazıları bölümlere ayırın.');
  if (content.keywordDensity < 100)
    contentRecs.push('Hedef anahtar kelimenin metinde geçmediği yazıları gözden geçirin.');

  const overallBasis = ['Yapılandırılmış veri', 'Yerel SEO', 'İçerik optimizasyonu'];
  return {
    overallScore: Math.round((structuredScore + localScore + contentScore) / 3),
    overallBasis,
    analysis: {
      pageSpeed: {
        score: null,
        measured: false,
        issues: [],
        recommendations: [
          'Sayfa hızı bu panelden ölçülmez: sayfalarınızı Google PageSpeed Insights ile mobil ve masaüstü için ölçün.',
          'Hedef: mobil performans puanı en az 95, sayfa başına gönderilen betik 30 KB’ın altında.',
        ],
      },
      mobileOptimization: {
        score: null,
        measured: false,
        recommendations: [
          'Mobil uyumluluğu Lighthouse’un mobil profiliyle ölçün.',
          'Sayfalar viewport etiketi ve mobil öncelikli düzenle oluşturuluyor.',
        ],
      },
      structuredData: {
        score: structuredScore,
        present,
        missing: STRUCTURED_DATA_MISSING.map((m) => `${m.type} (${m.page})`),
        recommendations: STRUCTURED_DATA_MISSING.map((m) => `${m.type} (${m.page}) için JSON-LD ekleyin.`),
      },
      localSEO: {
        score: localScore,
        napConsistency,
        googleMyBusiness: 'Ölçülemez — Google İşletme Profili dış hesapla doğrulanır.',
        localCitations: citations,
        completeness,
        approvedBusinesses: total,
        recommendations: localRecs,
      },
      contentOptimization: {
        score: contentScore,
        ...content,
        publishedPosts: posts.length,
        recommendations: contentRecs,
      },
      indexing: { robotsTxt: true, sitemap: true },
    },
  };
}

/** Folded search terms of the request log in the window, with how often each was searched. */
async function siteSearchTerms(db: Db, now: Date): Promise<Map<string, number>> {
  const since = new Date(now.getTime() - SITE_SEARCH_WINDOW_DAYS * 86_400_000).toISOString();
  const rows = await db
    .selectFrom('requestLog')
    .select('path')
    .where('timestamp', '>=', since)
    .where('isBot', '=', 0)
    .where((eb) =>
      eb.or([
        eb('path', 'like', '%?q=%'),
        eb('path', 'like', '%&q=%'),
        eb('path', 'like', '%search=%'),
        eb('path', 'like', '%query=%'),
      ]),
    )
    .limit(50_000)
    .execute();
  const terms = new Map<string, number>();
  for (const row of rows) for (const term of searchTermsOf(row.path)) terms.set(term, (terms.get(term) ?? 0) + 1);
  return terms;
}

const SEASONAL: Record<SeoBusinessType, { months: string[]; basis: string }> = {
  Turizm: {
    months: ['Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül'],
    basis:
      'Nemrut yolu Mayıs’ta açılır; gün doğumu turları için en uygun dönem yaz ayları (Turizm rehberi, Mevsimler).',
  },
  Otel: {
    months: ['Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül'],
    basis: 'Konaklama talebi Nemrut sezonunu izler; yaz hafta sonları için önceden rezervasyon önerilir.',
  },
  Restoran: {
    months: ['Haziran', 'Temmuz', 'Ağustos'],
    basis: 'Ziyaretçi yoğunluğu yaz aylarında artar (Turizm rehberi, Mevsimler).',
  },
  Mağaza: {
    months: ['Eylül', 'Ekim', 'Kasım'],
    basis:
      'Besni’de üzüm hasadı ve pestil yapımı sonbaharda; hediyelik ve kuruyemiş ilgisi bu dönemde (Turizm rehberi, Mevsimler).',
  },
};

/**
 * Keyword ideas from our categories, subcategories and districts, with demand measured as
 * searches on our own site. No outside search volumes exist here, so none are given.
 */
export async function keywordResearch(db: Db, input: KeywordResearchInput, now = new Date()): Promise<KeywordResearch> {
  const seed = input.seedKeyword.trim().toLocaleLowerCase('tr');
  const locationDistricts: string[] =
    input.location === 'Adıyaman' ? [] : [must(canonicalDistrict(input.location), input.location)];
  const place = (locationDistricts[0] ?? 'Adıyaman').toLocaleLowerCase('tr');
  const type = businessTypeInfo(input.businessType ?? 'Turizm');
  const terms = await siteSearchTerms(db, now);
  const withDemand = (keyword: string, businesses?: number): ResearchKeyword => ({
    keyword,
    siteSearches: countMatchingSearches(keyword, terms),
    ...(businesses === undefined ? {} : { businesses }),
  });

  const businesses = await approvedInCategory(db, type.category);
  const inPlace = locationDistricts.length
    ? businesses.filter((b) => b.district && canonicalDistrict(b.district) === locationDistricts[0])
    : businesses;
  const category = must(
    CATEGORIES.find((c) => c.name === type.category),
    `category ${type.category}`,
  );
  const subCounts = category.subcategories.map((s) => ({
    name: s.name,
    count: inPlace.filter((b) => b.subcategory === s.name).length,
  }));

  const primaryKeywords = uniqueKeywords([seed, `${seed} ${place}`, `${place} ${seed}`, `${place} ${type.noun}`]).map(
    (k) => withDemand(k),
  );
  const longTailKeywords = uniqueKeywords([
    `${place} ${seed} fiyatları`,
    `${place} ${seed} yorumları`,
    `${place} en iyi ${seed}`,
    `${seed} ${place} nerede`,
    ...subCounts.map((s) => `${place} ${s.name.toLocaleLowerCase('tr')}`),
  ]).map((k) => withDemand(k));
  const districtList = locationDistricts.length ? locationDistricts : DISTRICTS.map((d) => d.name as string);
  const localKeywords = districtList
    .map((district) =>
      withDemand(
        `${district.toLocaleLowerCase('tr')} ${type.noun}`,
        businesses.filter((b) => b.district && canonicalDistrict(b.district) === district).length,
      ),
    )
    .sort((a, b) => (b.businesses ?? 0) - (a.businesses ?? 0));

  const posts = await publishedPosts(db);
  const covered = (topic: string) => {
    const key = foldTr(topic);
    return posts.some((p) => foldTr(`${p.title} ${p.targetKeywords}`).includes(key));
  };
  const contentGaps = subCounts
    .filter((s) => s.count > 0 && !covered(s.name))
    .map((s) => ({
      topic: `${capitalizeTr(place)} ${s.name.toLocaleLowerCase('tr')}`,
      businesses: s.count,
      reason: `Rehberde ${s.count} işletme var, bu konuda yayında yazı yok.`,
    }));
  if (!covered(seed))
    contentGaps.unshift({
      topic: capitalizeTr(seed),
      businesses: inPlace.length,
      reason: 'Başlığında veya hedef kelimelerinde bu anahtar kelime geçen yayında yazı yok.',
    });

  const seedKey = foldTr(seed);
  const topSiteSearches = [...terms]
    .filter(([term]) => seedKey.split(' ').some((word) => word.length >= 3 && term.includes(word)))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([term, count]) => ({ term, count }));

  const season = SEASONAL[input.businessType ?? 'Turizm'];
  return {
    research: {
      primaryKeywords,
      longTailKeywords,
      localKeywords,
      contentGaps,
      seasonalTrends: { peak_months: season.months, yearly_growth: null, basis: season.basis },
      topSiteSearches,
      windowDays: SITE_SEARCH_WINDOW_DAYS,
    },
  };
}

/** Current month and year in Istanbul. */
function currentMonth(now: Date): { month: number; year: number } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  return { month: must(month, 'month'), year: must(year, 'year') };
}

/** The weekly content plan of a month with the posts already published in it. */
export async function contentCalendar(
  db: Db,
  query: { month?: number; year?: number; businessCategory: SeoBusinessType },
  now = new Date(),
): Promise<ContentCalendar> {
  const current = currentMonth(now);
  const month = query.month ?? current.month;
  const year = query.year ?? current.year;
  const posts = await publishedPosts(db);
  return {
    month,
    year,
    businessCategory: query.businessCategory,
    entries: planCalendar(month, year, query.businessCategory, posts),
  };
}
