import type { APIRoute } from 'astro';
import { findApprovedBusinessById, parseBusinessId } from '../../../lib/server/businesses.ts';
import { getDb } from '../../../lib/server/db.ts';
import { jsonError } from '../../../lib/server/http.ts';
import { MSG } from '../../../lib/shared/messages.ts';

export const prerender = false;

/** One approved business; 404 for a missing, pending or rejected id. */
export const GET: APIRoute = async ({ params }) => {
  const id = parseBusinessId(params.id);
  const business = id === null ? null : await findApprovedBusinessById(getDb(), id);
  if (!business) return jsonError(404, MSG.businessNotFound);
  return Response.json(business);
};
