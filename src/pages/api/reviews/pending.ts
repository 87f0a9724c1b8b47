import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { requireAdmin } from '~/features/identity/auth.server.ts';
import { listPendingReviews } from '~/features/reviews/reviews.server.ts';

export const prerender = false;

/** Admin: reviews waiting for moderation. */
export const GET: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  return Response.json({ reviews: await listPendingReviews(getDb()) });
};
