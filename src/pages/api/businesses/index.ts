import type { APIRoute } from 'astro';
import { createAddedBusiness } from '../../../lib/server/business-submissions.ts';
import { listApprovedBusinesses } from '../../../lib/server/businesses.ts';
import { getDb } from '../../../lib/server/db.ts';
import { queryObject, validate } from '../../../lib/server/http.ts';
import { honeypotResponse, readPublicForm } from '../../../lib/server/public-form.ts';
import { addBusinessSchema } from '../../../lib/shared/add-business-schema.ts';
import { businessQuerySchema } from '../../../lib/shared/business-query-schema.ts';

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
