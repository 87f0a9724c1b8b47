import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { buildOfflineIndex } from '~/features/offline/offline-index.server.ts';
import { LISTINGS_VERSION } from '~/lib/db/change-counter.server.ts';
import { keepRendered, renderVersions } from '~/lib/serve/render-cache.server.ts';

export const prerender = false;

/** GET /api/offline/listings.json: the offline search index, kept until a listing changes. */
export const GET: APIRoute = async () => {
  const db = getDb();
  const versions = await renderVersions(db, [LISTINGS_VERSION]);
  const response = Response.json(await buildOfflineIndex(db, new Date()));
  keepRendered(response, versions);
  return response;
};
