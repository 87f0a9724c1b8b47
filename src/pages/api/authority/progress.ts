import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { requireAdmin } from '~/features/identity/auth.server.ts';
import { authorityProgress } from '~/features/seo/authority-builder.server.ts';

export const prerender = false;

/** GET /api/authority/progress (admin) → directories, partners and actions with their stored statuses, and the progress figures. */
export const GET: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  return Response.json(await authorityProgress(getDb()));
};
