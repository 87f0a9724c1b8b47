import type { Db } from '~/database.server.ts';
import { type BusinessSummary, toBusinessSummary } from '~/features/directory/business.ts';
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { listCategoriesWithCounts } from '~/features/directory/categories.server.ts';
import {
  type CountedName,
  DISTRICT_LOCATIVE,
  LANDING_MAX_PAGES,
  LANDING_PAGE_SIZE,
  landingIntro,
  landingRest,
} from '~/features/landing/landing.ts';
import type { LandingFacts } from '~/features/landing/landing-i18n.ts';
import { isClosedListing } from '~/features/listings/closure.ts';
import { canonicalDistrict, DISTRICTS, type DistrictName } from '~/features/listings/districts.ts';
import { listHref } from '~/lib/pagination.ts';
import { categoryPath, districtPath, LANDING_BASE } from '~/lib/paths.ts';

/** Everything one landing page shows. */
export interface LandingPage {
  /** Route parameter after the base ('kahta/restoranlar/sayfa/2'). */
  rest: string;
  path: string;
  heading: string;
  intro: string;
  /** What the heading and intro say, for their English and Kurmanji versions (landing-i18n.ts). */
  facts: LandingFacts;
  /** Name and path of each crumb after the home page; the last is this landing's first page. */
  crumbs: { name: string; path: string }[];
  businesses: BusinessSummary[];
  /** Position of the first business on this page (1-based), for the ItemList. */
  firstPosition: number;
  page: number;
  lastPage: number;
  /** Path of each page of this landing. */
  pagePaths: string[];
  total: number;
  /** The full, filterable list of the same businesses. */
  listPath: string;
  /** Neighbouring landings: the categories of a district, the districts of a category. */
  related: { name: string; path: string; count: number }[];
}

type Kind = keyof typeof LANDING_BASE;

/** Approved businesses per (district, category name). */
async function countsByDistrictAndCategory(db: Db): Promise<Map<DistrictName, Map<string, number>>> {
  const rows = await db
    .selectFrom('businesses')
    .select(['district', 'category', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'approved')
    .groupBy(['district', 'category'])
    .execute();
  const counts = new Map<DistrictName, Map<string, number>>();
  for (const row of rows) {
    const district = row.district ? canonicalDistrict(row.district) : null;
    if (!district) continue;
    const byCategory = counts.get(district) ?? new Map<string, number>();
    byCategory.set(row.category, (byCategory.get(row.category) ?? 0) + Number(row.n));
    counts.set(district, byCategory);
  }
  return counts;
}

const byCount = (a: CountedName, b: CountedName) => b.count - a.count;

interface Landing {
  kind: Kind;
  segments: string[];
  district: DistrictName | null;
  category: { name: string; slug: string } | null;
  heading: string;
  crumbs: { name: string; path: string }[];
  breakdown: CountedName[];
  related: { name: string; path: string; count: number }[];
}

/** The pages of one landing: its businesses in list order, cut into pages (at most LANDING_MAX_PAGES). */
async function pagesOf(db: Db, landing: Landing): Promise<LandingPage[]> {
  const filters = { district: landing.district ?? undefined, category: landing.category?.name };
  const { businesses, total } = await listApprovedBusinesses(db, {
    ...filters,
    limit: LANDING_PAGE_SIZE * LANDING_MAX_PAGES,
    offset: 0,
  });
  if (total === 0) return [];
  // The intro's best-rated place is one a visitor can go to.
  const rated = businesses.filter((b) => b.reviewCount > 0 && !isClosedListing(b.closure));
  const best = rated.reduce<(typeof rated)[number] | null>(
    (top, b) =>
      !top || b.rating > top.rating || (b.rating === top.rating && b.reviewCount > top.reviewCount) ? b : top,
    null,
  );
  const facts: LandingFacts = {
    district: landing.district,
    category: landing.category?.name ?? null,
    total,
    breakdown: landing.breakdown,
    topRated: best && { name: best.name, rating: best.rating, reviewCount: best.reviewCount },
  };
  const intro = landingIntro({ ...facts, district: landing.district });
  const lastPage = Math.ceil(businesses.length / LANDING_PAGE_SIZE);
  const base = LANDING_BASE[landing.kind];
  const pagePaths = Array.from({ length: lastPage }, (_, i) => `${base}/${landingRest(landing.segments, i + 1)}`);
  return pagePaths.map((path, i) => ({
    rest: landingRest(landing.segments, i + 1),
    path,
    heading: landing.heading,
    intro,
    facts,
    crumbs: landing.crumbs,
    businesses: businesses.slice(i * LANDING_PAGE_SIZE, (i + 1) * LANDING_PAGE_SIZE).map(toBusinessSummary),
    firstPosition: i * LANDING_PAGE_SIZE + 1,
    page: i + 1,
    lastPage,
    pagePaths,
    total,
    listPath: listHref('/businesses', {}, filters),
    related: landing.related,
  }));
}

/**
 * The landings of one kind: one per district (or category) with listings, and for districts one per
 * category with listings there. Only combinations with listings.
 */
async function landingsOf(db: Db, kind: Kind): Promise<Landing[]> {
  const [counts, categories] = await Promise.all([countsByDistrictAndCategory(db), listCategoriesWithCounts(db)]);
  const landings: Landing[] = [];
  if (kind === 'district') {
    for (const d of DISTRICTS) {
      const byCategory = counts.get(d.name);
      if (!byCategory) continue;
      const districtCrumb = { name: d.name, path: districtPath(d.slug) };
      const here = categories
        .map((c) => ({ ...c, count: byCategory.get(c.name) ?? 0 }))
        .filter((c) => c.count > 0)
        .sort(byCount);
      const related = here.map((c) => ({ name: c.name, path: districtPath(d.slug, c.slug), count: c.count }));
      landings.push({
        kind,
        segments: [d.slug],
        district: d.name,
        category: null,
        heading: `${DISTRICT_LOCATIVE[d.name]} İşletmeler`,
        crumbs: [districtCrumb],
        breakdown: here,
        related,
      });
      for (const c of here) {
        landings.push({
          kind,
          segments: [d.slug, c.slug],
          district: d.name,
          category: c,
          heading: `${DISTRICT_LOCATIVE[d.name]} ${c.name}`,
          crumbs: [districtCrumb, { name: c.name, path: districtPath(d.slug, c.slug) }],
          breakdown: [],
          related,
        });
      }
    }
  } else {
    for (const c of categories) {
      const districts = DISTRICTS.map((d) => ({ ...d, count: counts.get(d.name)?.get(c.name) ?? 0 }))
        .filter((d) => d.count > 0)
        .sort(byCount);
      if (districts.length === 0) continue;
      landings.push({
        kind,
        segments: [c.slug],
        district: null,
        category: c,
        heading: `Adıyaman’da ${c.name}`,
        crumbs: [{ name: c.name, path: categoryPath(c.slug) }],
        breakdown: districts,
        related: districts.map((d) => ({ name: d.name, path: districtPath(d.slug, c.slug), count: d.count })),
      });
    }
  }
  return landings;
}

/** Every landing page of one kind, at most LANDING_MAX_PAGES pages each (the sitemap lists them). */
export async function listLandingPages(db: Db, kind: Kind): Promise<LandingPage[]> {
  const landings = await landingsOf(db, kind);
  return (await Promise.all(landings.map((landing) => pagesOf(db, landing)))).flat();
}

/** The landing page at a route's rest ('kahta/restoranlar/sayfa/2'); null when there is none. */
export async function findLandingPage(db: Db, kind: Kind, rest: string): Promise<LandingPage | null> {
  const [, base = ''] = /^(.*?)(?:\/sayfa\/(\d+))?$/.exec(rest) ?? [];
  const landing = (await landingsOf(db, kind)).find((l) => l.segments.join('/') === base);
  if (!landing) return null;
  return (await pagesOf(db, landing)).find((p) => p.rest === rest) ?? null;
}
