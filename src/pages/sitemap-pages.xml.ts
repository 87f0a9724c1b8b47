import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { listPublishedPosts, secondsUntilNextScheduledPost } from '~/features/blog/blog.server.ts';
import { listLandingPages } from '~/features/landing/landing.server.ts';
import { LISTINGS_VERSION, POSTS_VERSION } from '~/lib/db/change-counter.server.ts';
import { siteUrl } from '~/lib/origin.ts';
import { keepRendered, renderVersions } from '~/lib/serve/render-cache.server.ts';

export const prerender = false;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * GET /sitemap-pages.xml: the pages rendered on demand whose addresses come from the data (landings,
 * posts), listed by sitemap-index.xml beside the build's own sitemap; as current as the pages themselves.
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
    ...posts.map((p) => `/blog/${p.slug}`),
    ...[...districts, ...categories].map((l) => l.path),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `<url><loc>${escapeXml(siteUrl(path))}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  const response = new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
  keepRendered(response, versions, await secondsUntilNextScheduledPost(db));
  return response;
};
