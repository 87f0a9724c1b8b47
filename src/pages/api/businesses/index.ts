import type { APIRoute } from 'astro';
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { businessQuerySchema } from '~/features/directory/schema.ts';
import { addBusinessSchema } from '~/features/submissions/add-business-schema.ts';
import { createAddedBusiness } from '~/features/submissions/submissions.server.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { queryObject, validate } from '~/lib/http/http.server.ts';
import { honeypotResponse, readPublicForm } from '~/lib/http/public-form.server.ts';

export const prerender = false;

/** Approved businesses: category, subcategory, district, featured, q, limit, offset → { businesses, total }. */
export const GET: APIRoute = async ({ url }) => {
  const parsed = validate(businessQuerySchema, queryObject(url));
  if (!parsed.ok) return parsed.response;
  return Response.json(await listApprovedBusinesses(getDb(), parsed.data));
};

/** The /add-business wizard: creates a pending business (published only after an admin approves). */
export const POST: APIRoute = async ({ request, clientAddress, locals }) => {
  const form = await readPublicForm({ request, clientAddress }, 'add-business', addBusinessSchema);
  if (form.kind === 'rejected') return form.response;
  if (form.kind === 'honeypot') return honeypotResponse();
  const business = await createAddedBusiness(getDb(), form.data, locals.user?.id ?? null);
  return Response.json({ received: true, business }, { status: 201 });
};
