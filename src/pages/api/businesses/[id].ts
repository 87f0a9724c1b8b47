import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { findApprovedBusinessById } from '~/features/directory/businesses.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/** One approved business; 404 for a missing, pending or rejected id. */
export const GET: APIRoute = async ({ params }) => {
  const id = parseRouteId(params.id);
  const business = id === null ? null : await findApprovedBusinessById(getDb(), id);
  if (!business) return jsonError(404, MSG.businessNotFound);
  return Response.json(business);
};
