import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { listPendingBusinesses } from '~/features/admin/approval.server.ts';
import { requireAdmin } from '~/features/identity/auth.server.ts';

export const prerender = false;

/** GET /api/businesses/pending/all (admin) → { businesses } waiting for approval. */
export const GET: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  const businesses = await listPendingBusinesses(getDb());
  return Response.json({ businesses }, { headers: { 'Cache-Control': 'no-store' } });
};
