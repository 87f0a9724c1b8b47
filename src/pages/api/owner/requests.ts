import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { requireAdmin } from '~/features/identity/auth.server.ts';
import { listPendingChanges } from '~/features/owners/changes.server.ts';
import { listPendingClaims } from '~/features/owners/claims.server.ts';

export const prerender = false;

/** GET /api/owner/requests (admin) → { claims, changes } waiting for a decision. */
export const GET: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  const db = getDb();
  const [claims, changes] = [await listPendingClaims(db), await listPendingChanges(db)];
  return Response.json({ claims, changes }, { headers: { 'Cache-Control': 'no-store' } });
};
