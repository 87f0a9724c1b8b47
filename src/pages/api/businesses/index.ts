import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { businessQuerySchema } from '~/features/directory/schema.ts';
import { formRoute } from '~/features/site/form-route.server.ts';
import { ADD_BUSINESS_TEXT } from '~/features/submissions/add-business-i18n.ts';
import { ADD_BUSINESS_FIELD_TYPES, addBusinessSchema } from '~/features/submissions/add-business-schema.ts';
import { createAddedBusiness } from '~/features/submissions/submissions.server.ts';
import { queryObject, validate } from '~/lib/http/http.server.ts';

export const prerender = false;

/** Approved businesses: category, subcategory, district, featured, q, limit, offset → { businesses, total }. */
export const GET: APIRoute = async ({ url }) => {
  const parsed = validate(businessQuerySchema, queryObject(url));
  if (!parsed.ok) return parsed.response;
  return Response.json(await listApprovedBusinesses(getDb(), parsed.data));
};

/** The /add-business wizard: creates a pending business (published only after an admin approves). */
export const POST: APIRoute = formRoute('add-business', {
  schema: addBusinessSchema,
  types: ADD_BUSINESS_FIELD_TYPES,
  messages: [ADD_BUSINESS_TEXT],
  save: async (data, { locals }) => ({ business: await createAddedBusiness(getDb(), data, locals.user?.id ?? null) }),
});
