import type { SessionUser } from '~/features/identity/sessions.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';

type Access = { owner: SessionUser; status: 200 } | { owner: null; status: 401 | 403 };

/**
 * Who opens an owner's listing page and which listing: the owner, or the status the page answers (401
 * visitor, 403 another role); the listing's id from the route, null when it names none.
 */
export function ownerPageAccess(user: SessionUser | null, routeId: string | undefined): Access & { id: number | null } {
  const id = parseRouteId(routeId);
  if (!user) return { owner: null, status: 401, id };
  return user.role === 'owner' ? { owner: user, status: 200, id } : { owner: null, status: 403, id };
}
