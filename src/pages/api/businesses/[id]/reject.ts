import type { APIRoute } from 'astro';
import { rejectBusiness } from '~/features/admin/approval.server.ts';
import { approvalRoute } from '~/features/admin/approval-route.server.ts';
import { rejectSchema } from '~/features/admin/approval-schema.ts';
import { readJson, validate } from '~/lib/http/http.server.ts';

export const prerender = false;

/** POST /api/businesses/{id}/reject (admin) with optional { reason } → { business }; blank reason stores the default. */
export const POST: APIRoute = approvalRoute(async (db, id, request) => {
  // The body is optional: a bare POST rejects with the default reason.
  const hasBody = request.headers.has('content-type') || Number(request.headers.get('content-length') ?? 0) > 0;
  const body = hasBody ? await readJson(request, rejectSchema) : validate(rejectSchema, {});
  if (!body.ok) return body.response;
  const business = await rejectBusiness(db, id, body.data.reason);
  if (!business) return null;
  const reason = business.rejectionReason;
  return {
    audit: { action: 'business.reject', summary: `${business.name} (#${id}): ${reason}`, details: { reason } },
    body: { business },
  };
});
