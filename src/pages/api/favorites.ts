import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { syncFavorites } from '~/features/favorites/favorites.server.ts';
import { favoritesSyncSchema } from '~/features/favorites/schema.ts';
import { crossSiteRefusal, readJson } from '~/lib/http/http.server.ts';

export const prerender = false;

/**
 * POST /api/favorites {ids, removed?} → {ids, signedIn, businesses}: the listed businesses of a device's
 * favourites; with a session, merged into that account first (a cookie-borne call only from this site).
 */
export const POST: APIRoute = async (context) => {
  const user = context.locals.user;
  const refused = user ? crossSiteRefusal(context) : null;
  if (refused) return refused;
  const body = await readJson(context.request, favoritesSyncSchema);
  if (!body.ok) return body.response;
  const result = await syncFavorites(getDb(), user?.id ?? null, body.data);
  return Response.json(result, { headers: { 'Cache-Control': 'no-store' } });
};
