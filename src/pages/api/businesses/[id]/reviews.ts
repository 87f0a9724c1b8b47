import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { reviewSentPath } from '~/features/reviews/messages.ts';
import { createReview, isApprovedBusiness, listApprovedReviews } from '~/features/reviews/reviews.server.ts';
import { REVIEW_FORM_TEXT } from '~/features/reviews/reviews-i18n.ts';
import { REVIEW_FIELD_TYPES, reviewSchema } from '~/features/reviews/schema.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { RATE_LIMITS } from '~/lib/http/rate-limit.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { MSG } from '~/lib/messages.ts';
import { businessPath } from '~/lib/paths.ts';

export const prerender = false;

/** Approved reviews of a published business: `{ reviews }`. */
export const GET: APIRoute = async ({ params }) => {
  const id = parseRouteId(params.id);
  if (id === null || !(await isApprovedBusiness(getDb(), id))) return jsonError(404, MSG.businessNotFound);
  return Response.json({ reviews: await listApprovedReviews(getDb(), id) });
};

/**
 * A visitor's review (JSON, or the business page's form posted without scripts): stored pending and
 * unverified, shown once an admin approves it. A refused form post shows the business page again, a
 * received one says so at the form, both in the language it was sent from.
 */
export const POST = endpoint({
  limit: { scope: 'review', limit: RATE_LIMITS.forms },
  id: { notFound: MSG.businessNotFound, exists: (id) => isApprovedBusiness(getDb(), id) },
  body: {
    schema: reviewSchema,
    form: { page: ({ id }) => businessPath(id), types: REVIEW_FIELD_TYPES },
    messages: [REVIEW_FORM_TEXT],
    received: ({ id, lang }) => reviewSentPath(id, lang),
  },
  run: async ({ id, data, context, received }) =>
    received({ review: await createReview(getDb(), id, data, context.locals.user?.id ?? null) }),
});
