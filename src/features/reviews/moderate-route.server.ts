import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { moderateReview } from '~/features/reviews/reviews.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { MSG } from '~/lib/messages.ts';

/** Admin: sets the review's status and recomputes the business's rating and review count (audited) → `{ review }`; 404 for an unknown id. */
export function moderateReviewRoute(status: 'approved' | 'rejected'): APIRoute {
  return async (context) => {
    const admin = adminOf(context);
    if (admin instanceof Response) return admin;
    const id = parseRouteId(context.params.id);
    const review = id === null ? null : await moderateReview(getDb(), id, status, admin);
    if (!review) return jsonError(404, MSG.notFound);
    return Response.json({ review });
  };
}
