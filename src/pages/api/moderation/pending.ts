import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { requireAdmin } from '~/features/identity/auth.server.ts';
import { pendingContent } from '~/features/moderation/moderation.server.ts';

export const prerender = false;

/** Admin: `{ photos, replies }` owners sent that wait for moderation. */
export const GET: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  return Response.json(await pendingContent(getDb()));
};
