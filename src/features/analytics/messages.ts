// /analytics (SPEC §2, §7): every figure is computed from our own tables (request_log, businesses,
// reviews, blog_posts, analytics_events); nothing is hard-coded. Zod-free: the island imports this file.

export const ANALYTICS_MSG = {
  title: 'Business Directory Analytics',
  noVisitors: 'No visitor data available',
  noServer: 'No server data available',
  noUrls: 'No URL data',
  noReferrers: 'No referrer data',
  noDevices: 'No device data',
  hours: 'hours 1 ile 720 arasında bir tam sayı olmalıdır.',
  eventName: 'Olay adı gerekli (harf, rakam, _ . : - en fazla 100 karakter).',
  eventPath: 'Sayfa yolu / ile başlamalıdır.',
  loadFailed: 'Analiz verileri yüklenemedi.',
  unspecifiedDistrict: 'Belirtilmemiş',
} as const;

/** Largest server-stats window: 30 days. */
export const MAX_STATS_HOURS = 720;
/** Window of the visitor-country, search-trend and event figures. */
export const ANALYTICS_WINDOW_DAYS = 30;
/** Named events a visitor may send per IP. */
export const EVENT_RATE_LIMIT = { max: 60, windowMs: 60_000 } as const;

/** GET /api/analytics/server-stats (SPEC §3). */
export interface ServerStats {
  timeRange: string;
  hours: number;
  uniqueIPs: number;
  totalRequests: number;
  /** Mean handling time in milliseconds. */
  avgDuration: number;
  topURLs: { path: string; count: number }[];
  topReferrers: { referrer: string; count: number }[];
  topBrowsers: { browser: string; count: number }[];
  topDevices: { device: string; count: number }[];
}

/** GET /api/analytics/ga4-data: the spec's shape, computed first-party from the request log. */
export interface VisitorTraffic {
  source: 'first-party';
  totalVisitors: number;
  dateRange: { start: string; end: string };
  globalTraffic: { countryCode: string; country: string; visitors: number; percentage: number }[];
}

export interface VisitorWindow {
  uniqueVisitors: number;
  pageViews: number;
}

/** GET /api/analytics/overview: the rest of the page. */
export interface AnalyticsOverview {
  totals: { approvedBusinesses: number; categories: number; approvedReviews: number; publishedPosts: number };
  visitors: { last24h: VisitorWindow; last7d: VisitorWindow; last30d: VisitorWindow };
  /** Approved businesses per category; growth compares the last 30 days with the 30 before (null: none before). */
  popularCategories: {
    category: string;
    businesses: number;
    recent: number;
    previous: number;
    growthPercent: number | null;
  }[];
  searchTrends: { term: string; count: number }[];
  districts: { district: string; businesses: number }[];
  engagement: { blogViews: number; pendingReviews: number; events: { name: string; count: number }[] };
}

/** Growth in percent of `recent` over `previous`, rounded; null when there was nothing before. */
export function growthPercent(recent: number, previous: number): number | null {
  if (previous === 0) return recent === 0 ? 0 : null;
  return Math.round(((recent - previous) / previous) * 100);
}
