import type { APIRoute } from 'astro';
import { MSG } from '../../../../lib/shared/messages.ts';
import { requireAdmin } from '../../../../lib/server/auth.ts';
import { getDb } from '../../../../lib/server/db.ts';
import { jsonError } from '../../../../lib/server/http.ts';
import { moderateReview, parseIdParam } from '../../../../lib/server/reviews.ts';

export const prerender = false;

/** Admin: publishes a review and recomputes the business's rating and review count. */
export const POST: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  const id = parseIdParam(context.params.id);
  const review = id === null ? null : await moderateReview(getDb(), id, 'approved');
  if (!review) return jsonError(404, MSG.notFound);
  return Response.json({ review });
};
