import type { APIRoute } from 'astro';
import { approveBusiness } from '~/features/admin/approval.server.ts';
import { requireAdmin } from '~/features/admin/auth.server.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/** POST /api/businesses/{id}/approve (admin) → { business }; queues a rebuild (category counts change). */
export const POST: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  const id = parseRouteId(context.params.id);
  if (id === null) return jsonError(404, MSG.businessNotFound);
  const approved = await approveBusiness(getDb(), id);
  if (!approved) return jsonError(404, MSG.businessNotFound);
  return Response.json(approved);
};
