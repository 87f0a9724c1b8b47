import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { moderateReview } from '~/features/reviews/reviews.server.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/**
 * Admin: POST /api/reviews/{id}/approve publishes a review, /api/reviews/{id}/reject hides it; either
 * recomputes the business's rating and review count → { review }.
 */
export const POST: APIRoute = endpoint({
  guard: adminOf,
  id: { notFound: MSG.notFound },
  run: async ({ id, actor, context }) => {
    const { decision } = context.params;
    const status = decision === 'approve' ? 'approved' : decision === 'reject' ? 'rejected' : null;
    if (!status) return jsonError(404, MSG.notFound);
    const review = await moderateReview(getDb(), id, status, actor);
    return review ? Response.json({ review }) : jsonError(404, MSG.notFound);
  },
});
