import type { APIRoute } from 'astro';
import { requireAdmin } from '../../../lib/server/auth.ts';
import { authorityProgress } from '../../../lib/server/authority-builder.ts';
import { getDb } from '../../../lib/server/db.ts';

export const prerender = false;

/** GET /api/authority/progress (admin) → directories, partners and actions with their stored statuses, and the progress figures. */
export const GET: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  return Response.json(await authorityProgress(getDb()));
};
