import type { APIRoute } from 'astro';
import { approvalRoute } from '~/features/admin/approval-route.server.ts';
import { rejectSchema } from '~/features/admin/approval-schema.ts';
import { rejectListing } from '~/features/listings/transitions.server.ts';
import { readJson, validate } from '~/lib/http/http.server.ts';

export const prerender = false;

/** POST /api/businesses/{id}/reject (admin) with optional { reason } → { business }; blank reason stores the default. */
export const POST: APIRoute = approvalRoute(async (db, id, request, admin) => {
  // The body is optional: a bare POST rejects with the default reason.
  const hasBody = request.headers.has('content-type') || Number(request.headers.get('content-length') ?? 0) > 0;
  const body = hasBody ? await readJson(request, rejectSchema) : validate(rejectSchema, {});
  if (!body.ok) return body.response;
  const business = await rejectListing(db, id, body.data.reason, admin);
  return business && { business };
});
