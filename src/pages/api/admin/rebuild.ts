import type { APIRoute } from 'astro';
import { requireAdmin } from '~/features/identity/auth.server.ts';
import { rebuildStatus } from '~/lib/serve/rebuild.server.ts';

export const prerender = false;

/** GET /api/admin/rebuild (admin) → state, queued, last success, duration and last error of site rebuilds. */
export const GET: APIRoute = (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  return Response.json(rebuildStatus(), { headers: { 'Cache-Control': 'no-store' } });
};
