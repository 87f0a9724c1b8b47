import type { APIRoute } from 'astro';
import { requireAdmin } from '../../../../lib/server/auth.ts';
import { approveBusiness } from '../../../../lib/server/business-approval.ts';
import { getDb } from '../../../../lib/server/db.ts';
import { jsonError, validate } from '../../../../lib/server/http.ts';
import { requestRebuild } from '../../../../lib/server/rebuild.ts';
import { idParamSchema } from '../../../../lib/shared/approval-schema.ts';
import { MSG } from '../../../../lib/shared/messages.ts';

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
