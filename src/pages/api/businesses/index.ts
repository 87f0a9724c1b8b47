import type { APIRoute } from 'astro';
import { listApprovedBusinesses } from '../../../lib/server/businesses.ts';
import { getDb } from '../../../lib/server/db.ts';
import { queryObject, validate } from '../../../lib/server/http.ts';
import { businessQuerySchema } from '../../../lib/shared/business-query-schema.ts';

export const prerender = false;

/** Approved businesses: category, subcategory, district, featured, q, limit, offset → { businesses, total }. */
export const GET: APIRoute = async ({ url }) => {
  const parsed = validate(businessQuerySchema, queryObject(url));
  if (!parsed.ok) return parsed.response;
  return Response.json(await listApprovedBusinesses(getDb(), parsed.data));
};
