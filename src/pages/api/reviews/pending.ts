import type { APIRoute } from 'astro';
import { requireAdmin } from '../../../lib/server/auth.ts';
import { getDb } from '../../../lib/server/db.ts';
import { listPendingReviews } from '../../../lib/server/reviews.ts';

export const prerender = false;

/** Admin: reviews waiting for moderation. */
export const GET: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  return Response.json({ reviews: await listPendingReviews(getDb()) });
};
