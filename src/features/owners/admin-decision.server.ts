import type { APIContext } from 'astro';
import { rejectSchema } from '~/features/admin/approval-schema.ts';
import { recordAudit } from '~/features/audit/audit.server.ts';
import type { AuditAction } from '~/features/audit/messages.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { OWNER_REQUESTS_MSG } from '~/features/owners/messages.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { jsonError, readJson, validate } from '~/lib/http/http.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';

/** An admin's decision on an owner's request: approve, or reject with the reason the owner is told. */
export type Decision = { approve: true } | { approve: false; reason: string };
/** The listing a decided request was about; null when no such request waits. */
export type DecidedRequest = { businessId: number; businessName: string } | null;
type Decide = (db: Db, id: number, decision: Decision) => Promise<DecidedRequest>;

/**
 * POST …/{id}/approve or …/{id}/reject (admin, JSON): the admin's decision on an owner's request, with
 * an optional `{ reason }` when rejecting (blank: the default one); recorded in the audit log.
 */
export function decisionEndpoint(decide: Decide, actions: { approve: AuditAction; reject: AuditAction }) {
  return async (context: APIContext): Promise<Response> => {
    const admin = adminOf(context);
    if (admin instanceof Response) return admin;
    const id = parseRouteId(context.params.id);
    const approve = context.params.decision === 'approve';
    if (id === null || !(approve || context.params.decision === 'reject'))
      return jsonError(404, OWNER_REQUESTS_MSG.notFound);
    // Only a rejection reads a body, and it is optional: a bare POST rejects with the default reason.
    const headers = context.request.headers;
    const hasBody = !approve && (headers.has('content-type') || Number(headers.get('content-length') ?? 0) > 0);
    const body = hasBody ? await readJson(context.request, rejectSchema) : validate(rejectSchema, {});
    if (!body.ok) return body.response;
    const db = getDb();
    const decision: Decision = approve ? { approve: true } : { approve: false, reason: body.data.reason };
    const done = await decide(db, id, decision);
    if (!done) return jsonError(404, OWNER_REQUESTS_MSG.notFound);
    await recordAudit(db, admin, {
      action: approve ? actions.approve : actions.reject,
      targetType: 'business',
      targetId: done.businessId,
      summary: `${done.businessName} (#${done.businessId})${approve ? '' : `: ${body.data.reason}`}`,
    });
    return Response.json({ ok: true, ...done });
  };
}
