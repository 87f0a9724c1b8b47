import type { APIRoute } from 'astro';
import { type AuditEntry, recordAudit } from '~/features/audit/audit.server.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { type Db, getDb } from '~/lib/db/db.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { MSG } from '~/lib/messages.ts';

/** An approval decision taken: what the audit log records of it and the JSON answer. */
export interface Decision {
  audit: Pick<AuditEntry, 'action' | 'summary' | 'details'>;
  body: object;
}

/**
 * An admin's decision on a pending business (`/api/businesses/{id}/…`): the admin guard (401/403), the
 * id (404 for none), then the decision; null names no business (404), a Response is a refusal of the
 * request. The decision is written to the audit log before the answer.
 */
export function approvalRoute(decide: (db: Db, id: number, request: Request) => Promise<Decision | Response | null>) {
  const route: APIRoute = async (context) => {
    const admin = adminOf(context);
    if (admin instanceof Response) return admin;
    const id = parseRouteId(context.params.id);
    const db = getDb();
    const decision = id === null ? null : await decide(db, id, context.request);
    if (decision instanceof Response) return decision;
    if (!decision) return jsonError(404, MSG.businessNotFound);
    await recordAudit(db, admin, { ...decision.audit, targetType: 'business', targetId: id });
    return Response.json(decision.body);
  };
  return route;
}
