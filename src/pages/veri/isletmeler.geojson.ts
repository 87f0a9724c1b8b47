import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { directoryGeoJson } from '~/features/open-data/exports.server.ts';
import { LISTINGS_VERSION } from '~/lib/db/change-counter.server.ts';
import { keepRendered, renderVersions } from '~/lib/serve/render-cache.server.ts';

export const prerender = false;

/** Every published listing with a position as GeoJSON, kept until the listings change. */
export const GET: APIRoute = async () => {
  const db = getDb();
  const versions = await renderVersions(db, [LISTINGS_VERSION]);
  const response = new Response(JSON.stringify(await directoryGeoJson(db)), {
    headers: { 'Content-Type': 'application/geo+json; charset=utf-8', 'Access-Control-Allow-Origin': '*' },
  });
  keepRendered(response, versions);
  return response;
};
