import type { APIRoute } from 'astro';
import { syncFavorites } from '~/features/favorites/favorites.server.ts';
import { favoritesSyncSchema } from '~/features/favorites/schema.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { isSameOrigin, jsonError, readJson } from '~/lib/http/http.server.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/**
 * POST /api/favorites {ids, removed?} → {ids, signedIn, businesses}: the listed businesses of a device's
 * favourites; with a session, merged into that account first (a cookie-borne call only from this site).
 */
export const POST: APIRoute = async (context) => {
  const user = context.locals.user;
  if (user && !context.request.headers.get('authorization') && !isSameOrigin(context.request, context.url)) {
    return jsonError(403, MSG.crossOrigin);
  }
  const body = await readJson(context.request, favoritesSyncSchema);
  if (!body.ok) return body.response;
  const result = await syncFavorites(getDb(), user?.id ?? null, body.data);
  return Response.json(result, { headers: { 'Cache-Control': 'no-store' } });
};
