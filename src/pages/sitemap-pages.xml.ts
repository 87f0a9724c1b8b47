import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { listPublishedPosts, secondsUntilNextScheduledPost } from '~/features/blog/blog.server.ts';
import { listLandingPages } from '~/features/landing/landing.server.ts';
import { DISTRICTS } from '~/features/listings/districts.ts';
import { LISTINGS_VERSION, POSTS_VERSION } from '~/lib/db/change-counter.server.ts';
import { PREFIXED_LANGS } from '~/lib/i18n/langs.ts';
import { BUILD_SITEMAP_VISITOR_PAGES } from '~/lib/i18n/localized-pages.ts';
import { sitemapUrls, XHTML_NAMESPACE } from '~/lib/i18n/sitemap.ts';
import { CALENDAR_PAGES, NEMRUT_TRIP_PATH, PHARMACIES_PATH, pharmacyDistrictPath } from '~/lib/paths.ts';
import { keepRendered, renderVersions } from '~/lib/serve/render-cache.server.ts';

export const prerender = false;

/**
 * GET /sitemap-pages.xml: the pages rendered on demand whose addresses come from the data (landings,
 * posts), listed by sitemap-index.xml beside the build's own sitemap; as current as the pages themselves.
 * Every visitor page is listed in Turkish, English and Kurmanji, each naming the others (lib/i18n/sitemap.ts);
 * the Turkish versions of the pages without parameters are in the build's sitemap, their other versions here.
 */
export const GET: APIRoute = async () => {
  const db = getDb();
  const versions = await renderVersions(db, [LISTINGS_VERSION, POSTS_VERSION]);
  const [districts, categories, posts] = await Promise.all([
    listLandingPages(db, 'district'),
    listLandingPages(db, 'category'),
    listPublishedPosts(db),
  ]);
  const paths = [
    '/categories',
    '/blog',
    PHARMACIES_PATH,
    ...DISTRICTS.map((d) => pharmacyDistrictPath(d.slug)),
    NEMRUT_TRIP_PATH,
    // The city's calendar and the live offers; events have no page of their own (only their .ics entry),
    // so nothing past can stay listed.
    CALENDAR_PAGES.events,
    CALENDAR_PAGES.offers,
    ...posts.map((p) => `/blog/${p.slug}`),
    ...[...districts, ...categories].map((l) => l.path),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="${XHTML_NAMESPACE}">`,
    ...sitemapUrls(paths),
    ...sitemapUrls(BUILD_SITEMAP_VISITOR_PAGES, PREFIXED_LANGS),
    '</urlset>',
    '',
  ].join('\n');
  const response = new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
  keepRendered(response, versions, await secondsUntilNextScheduledPost(db));
  return response;
};
