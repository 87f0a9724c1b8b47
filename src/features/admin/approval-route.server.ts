import type { APIRoute } from 'astro';
import { type Db, getDb } from '~/database.server.ts';
import type { Actor } from '~/features/audit/audit.server.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { MSG } from '~/lib/messages.ts';

/**
 * An admin's decision on a pending business (`/api/businesses/{id}/…`): the admin guard (401/403), the
 * id (404 for none), then the decision, which the listings core records in the audit log; null names no
 * business (404), a Response is a refusal of the request, anything else is the JSON answer.
 */
export function approvalRoute(
  decide: (db: Db, id: number, request: Request, admin: Actor) => Promise<object | Response | null>,
) {
  const route: APIRoute = async (context) => {
    const admin = adminOf(context);
    if (admin instanceof Response) return admin;
    const id = parseRouteId(context.params.id);
    const decision = id === null ? null : await decide(getDb(), id, context.request, admin);
    if (decision instanceof Response) return decision;
    if (!decision) return jsonError(404, MSG.businessNotFound);
    return Response.json(decision);
  };
  return route;
}
