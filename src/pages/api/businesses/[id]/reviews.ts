import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { reviewSentPath } from '~/features/reviews/messages.ts';
import { createReview, isApprovedBusiness, listApprovedReviews } from '~/features/reviews/reviews.server.ts';
import { REVIEW_FIELD_TYPES, reviewSchema } from '~/features/reviews/schema.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { readPublicForm, receivedAnswer, refusalAnswer } from '~/lib/http/public-form.server.ts';
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
 * unverified, shown once an admin approves it. A refused form post shows the business page again.
 */
export const POST: APIRoute = async (context) => {
  const id = parseRouteId(context.params.id);
  if (id === null) return jsonError(404, MSG.businessNotFound);
  const form = await readPublicForm(context, 'review', reviewSchema, REVIEW_FIELD_TYPES);
  if (!(await isApprovedBusiness(getDb(), id))) return jsonError(404, MSG.businessNotFound);
  if (form.kind === 'rejected') return refusalAnswer(context, form, businessPath(id));
  if (form.kind === 'honeypot') return receivedAnswer(form.fields, {}, reviewSentPath(id));
  const review = await createReview(getDb(), id, form.data, context.locals.user?.id ?? null);
  return receivedAnswer(form.fields, { review }, reviewSentPath(id));
};
