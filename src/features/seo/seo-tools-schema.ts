import { optionsOf, valuesOf } from '~/lib/choices.ts';
import type { FormState } from '~/lib/forms/form-state.ts';
import { must } from '~/lib/must.ts';
import { z } from '~/lib/zod.ts';

// SEO tools (SPEC §2 /seo-tools, §3, §5, §7, §8): options, messages, request schemas and the
// response shapes. Every figure in these responses is computed from our own data; what cannot be
// measured here is null and labelled, never invented.

export const SEO_TOOLS_MSG = {
  missingTitle: 'Eksik Bilgi',
  generatorMissing: 'Lütfen anahtar kelime ve içerik türünü seçin',
  keywordMissing: 'Lütfen bir anahtar kelime girin',
  errorTitle: 'Hata',
  generatedTitle: 'İçerik Oluşturuldu',
  invalidCategory: 'Geçersiz kategori',
  invalidLocation: 'Geçersiz konum',
  invalidMonth: 'Geçersiz ay',
  invalidYear: 'Geçersiz yıl',
  tooLong: 'En fazla 100 karakter girin',
  noEstimate: 'tahmin yok',
  noEstimateNote: 'Arama hacmi verisi bağlı değil; trafik tahmini yapılmıyor.',
  siteSearchLabel: 'site içi arama',
  sampleData: 'Örnek veri',
  notMeasured: 'ölçülmedi',
} as const;

const CONTENT_TYPE_LABELS = {
  local_guide: 'Yerel Rehber',
  tourism_content: 'Turizm İçeriği',
  business_spotlight: 'İşletme Tanıtımı',
} as const;
export type ContentType = keyof typeof CONTENT_TYPE_LABELS;
export const CONTENT_TYPES = optionsOf(CONTENT_TYPE_LABELS);

/** The generator's and keyword research's business types, each with the canonical category and blog category it stands for. */
export const SEO_BUSINESS_TYPES = [
  { value: 'Otel', category: 'Oteller', noun: 'otel', blogCategory: 'Tourism' },
  { value: 'Restoran', category: 'Restoranlar', noun: 'restoran', blogCategory: 'Food & Dining' },
  { value: 'Turizm', category: 'Turizm', noun: 'tur', blogCategory: 'Tourism' },
  { value: 'Mağaza', category: 'Alışveriş', noun: 'mağaza', blogCategory: 'Business' },
] as const;
export type SeoBusinessType = (typeof SEO_BUSINESS_TYPES)[number]['value'];
const BUSINESS_TYPE_VALUES = SEO_BUSINESS_TYPES.map((t) => t.value) as [SeoBusinessType, ...SeoBusinessType[]];

/** Keyword research locations (SPEC §7) and the districts each covers ('Adıyaman' is the whole province). */
export const KEYWORD_LOCATIONS = [
  { value: 'Adıyaman', districts: [] as string[] },
  { value: 'Kahta', districts: ['Kâhta'] },
  { value: 'Besni', districts: ['Besni'] },
  { value: 'Gölbaşı', districts: ['Gölbaşı'] },
] as const;
export type KeywordLocation = (typeof KEYWORD_LOCATIONS)[number]['value'];
const LOCATION_VALUES = KEYWORD_LOCATIONS.map((l) => l.value) as [KeywordLocation, ...KeywordLocation[]];

export const SEO_TAB_IDS = [
  'blog-generator',
  'technical-seo',
  'keyword-research',
  'content-calendar',
  'competitor-analysis',
  'local-citations',
  'advanced-tools',
] as const;
export type SeoTabId = (typeof SEO_TAB_IDS)[number];

/**
 * What the server answered on a tool's own address (/seo-tools/{tab}), to start the tools with: the tab
 * open, a form sent without scripts shown again (refused, or with its answer), and the data a tab loads.
 */
export interface SeoToolsStart {
  tab: SeoTabId;
  state?: FormState;
  blog?: GeneratedBlog;
  research?: KeywordResearch['research'];
  technical?: TechnicalAnalysis;
  calendar?: ContentCalendar;
}

/** Generation and keyword research compute on every call: a per-IP limit keeps them cheap. */
export const SEO_TOOLS_RATE_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;
/** The scope each is counted under: one count for the API and the tool's own page. */
export const SEO_TOOLS_LIMIT_SCOPE = { blog: 'generate-blog', keywords: 'keyword-research' } as const;
/** How far back the request log is read for site-search counts. */
export const SITE_SEARCH_WINDOW_DAYS = 90;

const keyword = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(100, SEO_TOOLS_MSG.tooLong));

/** POST /api/content/generate-blog (SPEC §3 'Generated blog request'). */
export const generateBlogSchema = z.object({
  contentType: z.enum(valuesOf(CONTENT_TYPE_LABELS), {
    error: SEO_TOOLS_MSG.generatorMissing,
  }),
  targetKeyword: keyword(SEO_TOOLS_MSG.generatorMissing),
  category: z._default(z.enum(BUSINESS_TYPE_VALUES, { error: SEO_TOOLS_MSG.invalidCategory }), 'Turizm'),
  businessFocus: z._default(z.optional(z.string().check(z.trim(), z.maxLength(200, SEO_TOOLS_MSG.tooLong))), ''),
});
export type GenerateBlogInput = z.infer<typeof generateBlogSchema>;

/** GET /api/seo/keyword-research query. */
export const keywordResearchSchema = z.object({
  seedKeyword: keyword(SEO_TOOLS_MSG.keywordMissing),
  location: z._default(z.enum(LOCATION_VALUES, { error: SEO_TOOLS_MSG.invalidLocation }), 'Adıyaman'),
  businessType: z.optional(z.enum(BUSINESS_TYPE_VALUES, { error: SEO_TOOLS_MSG.invalidCategory })),
});
export type KeywordResearchInput = z.infer<typeof keywordResearchSchema>;

/** An optional whole number from `min` to `max` (a query's text read as a number); one message for anything else. */
const optionalWholeNumber = (min: number, max: number, message: string) =>
  z.optional(z.coerce.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message)));

/** GET /api/content/calendar query; month and year default to the current month. */
export const calendarQuerySchema = z.object({
  month: optionalWholeNumber(1, 12, SEO_TOOLS_MSG.invalidMonth),
  year: optionalWholeNumber(2000, 2100, SEO_TOOLS_MSG.invalidYear),
  businessCategory: z._default(z.enum(BUSINESS_TYPE_VALUES, { error: SEO_TOOLS_MSG.invalidCategory }), 'Turizm'),
});

export interface ScoreRule {
  rule: string;
  points: number;
  max: number;
}

export interface GeneratedBlog {
  blogPost: {
    title: string;
    excerpt: string;
    /** Always null: no search-volume source is connected, so no traffic is estimated. */
    estimatedTraffic: null;
    readingTime: string;
    seoScore: number;
    keywords: string[];
  };
  /** How seoScore was reached, rule by rule. */
  scoring: ScoreRule[];
  contentSuggestions: string[];
  /** What the text was built from. */
  basedOn: { category: string; approvedBusinesses: number; districts: string[] };
}

interface SubScore {
  /** Null when it cannot be measured by the site itself. */
  score: number | null;
  recommendations: string[];
}

export interface TechnicalAnalysis {
  overallScore: number;
  /** Which parts the overall score averages (the measured ones). */
  overallBasis: string[];
  analysis: {
    pageSpeed: SubScore & { issues: string[]; measured: false };
    mobileOptimization: SubScore & { measured: false };
    structuredData: SubScore & { present: string[]; missing: string[] };
    localSEO: SubScore & {
      napConsistency: number;
      googleMyBusiness: string;
      localCitations: number;
      completeness: { field: string; percent: number }[];
      approvedBusinesses: number;
    };
    contentOptimization: SubScore & {
      keywordDensity: number;
      headingStructure: number;
      internalLinking: number;
      metaDescriptions: number;
      publishedPosts: number;
    };
    indexing: { robotsTxt: boolean; sitemap: boolean };
  };
}

export interface ResearchKeyword {
  keyword: string;
  /** Searches on our own site in the last SITE_SEARCH_WINDOW_DAYS days that match the keyword. */
  siteSearches: number;
  /** Approved businesses behind the keyword, where it names a category or district. */
  businesses?: number;
}

export interface KeywordResearch {
  research: {
    primaryKeywords: ResearchKeyword[];
    longTailKeywords: ResearchKeyword[];
    localKeywords: ResearchKeyword[];
    contentGaps: { topic: string; businesses: number; reason: string }[];
    seasonalTrends: { peak_months: string[]; yearly_growth: null; basis: string };
    topSiteSearches: { term: string; count: number }[];
    windowDays: number;
  };
}

export interface CalendarEntry {
  date: string;
  contentType: ContentType;
  title: string;
  targetKeyword: string;
  /** Always null: see GeneratedBlog.blogPost.estimatedTraffic. */
  estimatedTraffic: null;
  status: 'planned' | 'published';
  publishedPost: { slug: string; title: string } | null;
}

export interface ContentCalendar {
  month: number;
  year: number;
  businessCategory: SeoBusinessType;
  entries: CalendarEntry[];
}

/** The business type an option value stands for. */
export function businessTypeInfo(value: SeoBusinessType) {
  return must(
    SEO_BUSINESS_TYPES.find((t) => t.value === value),
    `business type ${value}`,
  );
}

export function contentTypeLabel(value: ContentType): string {
  return CONTENT_TYPE_LABELS[value];
}
