import type { APIRoute } from 'astro';
import { requireAdmin } from '../../../../lib/server/auth.ts';
import { listPendingBusinesses } from '../../../../lib/server/business-approval.ts';
import { getDb } from '../../../../lib/server/db.ts';

export const prerender = false;

/** GET /api/businesses/pending/all (admin) → { businesses } waiting for approval. */
export const GET: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  const businesses = await listPendingBusinesses(getDb());
  return Response.json({ businesses }, { headers: { 'Cache-Control': 'no-store' } });
};
