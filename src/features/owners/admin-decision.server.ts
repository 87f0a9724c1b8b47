import type { APIContext } from 'astro';
import type { Db } from '~/database.server.ts';
import { getDb } from '~/database.server.ts';
import { rejectSchema } from '~/features/admin/approval-schema.ts';
import type { Actor } from '~/features/audit/audit.server.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { OWNER_REQUESTS_MSG } from '~/features/owners/messages.ts';
import { jsonError, readJson, validate } from '~/lib/http/http.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';

/** An admin's decision on an owner's request: approve, or reject with the reason the owner is told. */
export type Decision = { approve: true } | { approve: false; reason: string };
/** The listing a decided request was about; null when no such request waits. */
export type DecidedRequest = { businessId: number; businessName: string } | null;
type Decide = (db: Db, id: number, decision: Decision, actor: Actor) => Promise<DecidedRequest>;

/**
 * POST …/{id}/approve or …/{id}/reject (admin, JSON): the admin's decision on an owner's request, with
 * an optional `{ reason }` when rejecting (blank: the default one); the listings core records it in the
 * audit log.
 */
export function decisionEndpoint(decide: Decide) {
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
    const done = await decide(db, id, decision, admin);
    if (!done) return jsonError(404, OWNER_REQUESTS_MSG.notFound);
    return Response.json({ ok: true, ...done });
  };
}
