import type { APIRoute } from 'astro';
import { approveBusiness } from '~/features/admin/approval.server.ts';
import { idParamSchema } from '~/features/admin/approval-schema.ts';
import { requireAdmin } from '~/features/admin/auth.server.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { jsonError, validate } from '~/lib/http/http.server.ts';
import { MSG } from '~/lib/messages.ts';
import { requestRebuild } from '~/lib/serve/rebuild.server.ts';

export const prerender = false;

/** POST /api/businesses/{id}/approve (admin) → { business }; queues a rebuild (category counts change). */
export const POST: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  const id = validate(idParamSchema, context.params.id);
  if (!id.ok) return id.response;
  const business = await approveBusiness(getDb(), id.data);
  if (!business) return jsonError(404, MSG.businessNotFound);
  const rebuild = requestRebuild(`işletme onaylandı: ${business.name}`);
  return Response.json({ business, rebuild });
};
