import type { APIRoute } from 'astro';
import { requireAdmin } from '~/features/admin/auth.server.ts';
import { moderateReview } from '~/features/reviews/reviews.server.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/** Admin: publishes a review and recomputes the business's rating and review count. */
export const POST: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  const id = parseRouteId(context.params.id);
  const review = id === null ? null : await moderateReview(getDb(), id, 'approved');
  if (!review) return jsonError(404, MSG.notFound);
  return Response.json({ review });
};
