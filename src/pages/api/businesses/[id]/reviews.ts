import type { APIRoute } from 'astro';
import { createReview, isApprovedBusiness, listApprovedReviews } from '~/features/reviews/reviews.server.ts';
import { reviewSchema } from '~/features/reviews/schema.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { honeypotResponse, readPublicForm } from '~/lib/http/public-form.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/** Approved reviews of a published business: `{ reviews }`. */
export const GET: APIRoute = async ({ params }) => {
  const id = parseRouteId(params.id);
  if (id === null || !(await isApprovedBusiness(getDb(), id))) return jsonError(404, MSG.businessNotFound);
  return Response.json({ reviews: await listApprovedReviews(getDb(), id) });
};

/** A visitor's review: stored pending and unverified, shown once an admin approves it. */
export const POST: APIRoute = async ({ params, request, clientAddress, locals }) => {
  const id = parseRouteId(params.id);
  if (id === null) return jsonError(404, MSG.businessNotFound);
  const form = await readPublicForm({ request, clientAddress }, 'review', reviewSchema);
  if (form.kind === 'rejected') return form.response;
  if (!(await isApprovedBusiness(getDb(), id))) return jsonError(404, MSG.businessNotFound);
  if (form.kind === 'honeypot') return honeypotResponse();
  const review = await createReview(getDb(), id, form.data, locals.user?.id ?? null);
  return Response.json({ received: true, review }, { status: 201 });
};
