import type { APIRoute } from 'astro';
import { approveBusiness } from '~/features/admin/approval.server.ts';
import { adminOf } from '~/features/admin/auth.server.ts';
import { recordAudit } from '~/features/desk/audit.server.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/** POST /api/businesses/{id}/approve (admin) → { business }; queues a rebuild (category counts change). */
export const POST: APIRoute = async (context) => {
  const admin = adminOf(context);
  if (admin instanceof Response) return admin;
  const id = parseRouteId(context.params.id);
  if (id === null) return jsonError(404, MSG.businessNotFound);
  const db = getDb();
  const approved = await approveBusiness(db, id);
  if (!approved) return jsonError(404, MSG.businessNotFound);
  const { business } = approved;
  await recordAudit(db, admin, {
    action: 'business.approve',
    targetType: 'business',
    targetId: id,
    summary: `${business.name} (#${id})`,
  });
  return Response.json(approved);
};
