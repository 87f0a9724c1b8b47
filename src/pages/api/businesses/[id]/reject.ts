import type { APIRoute } from 'astro';
import { rejectBusiness } from '~/features/admin/approval.server.ts';
import { rejectSchema } from '~/features/admin/approval-schema.ts';
import { adminOf } from '~/features/admin/auth.server.ts';
import { recordAudit } from '~/features/desk/audit.server.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { jsonError, readJson, validate } from '~/lib/http/http.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/** POST /api/businesses/{id}/reject (admin) with optional { reason } → { business }; blank reason stores the default. */
export const POST: APIRoute = async (context) => {
  const admin = adminOf(context);
  if (admin instanceof Response) return admin;
  const id = parseRouteId(context.params.id);
  if (id === null) return jsonError(404, MSG.businessNotFound);
  // The body is optional: a bare POST rejects with the default reason.
  const hasBody =
    context.request.headers.has('content-type') || Number(context.request.headers.get('content-length') ?? 0) > 0;
  const body = hasBody ? await readJson(context.request, rejectSchema) : validate(rejectSchema, {});
  if (!body.ok) return body.response;
  const db = getDb();
  const business = await rejectBusiness(db, id, body.data.reason);
  if (!business) return jsonError(404, MSG.businessNotFound);
  await recordAudit(db, admin, {
    action: 'business.reject',
    targetType: 'business',
    targetId: id,
    summary: `${business.name} (#${id}): ${business.rejectionReason}`,
    details: { reason: business.rejectionReason },
  });
  return Response.json({ business });
};
