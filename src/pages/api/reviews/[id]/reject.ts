import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { moderateReview } from '~/features/reviews/reviews.server.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/** Admin: hides a review and recomputes the business's rating and review count → { review }. */
export const POST: APIRoute = endpoint({
  guard: adminOf,
  id: { notFound: MSG.notFound },
  run: async ({ id, actor }) => {
    const review = await moderateReview(getDb(), id, 'rejected', actor);
    return review ? Response.json({ review }) : jsonError(404, MSG.notFound);
  },
});
