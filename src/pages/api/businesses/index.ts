import type { APIRoute } from 'astro';
import { addBusinessSchema } from '../../../lib/shared/add-business-schema.ts';
import { createAddedBusiness } from '../../../lib/server/business-submissions.ts';
import { getDb } from '../../../lib/server/db.ts';
import { honeypotResponse, readPublicForm } from '../../../lib/server/public-form.ts';

export const prerender = false;

/** The /add-business wizard: creates a pending business (published only after an admin approves). */
export const POST: APIRoute = async ({ request, clientAddress, locals }) => {
  const form = await readPublicForm({ request, clientAddress }, 'add-business', addBusinessSchema);
  if (form.kind === 'rejected') return form.response;
  if (form.kind === 'honeypot') return honeypotResponse();
  const business = await createAddedBusiness(getDb(), form.data, locals.user?.id ?? null);
  return Response.json({ received: true, business }, { status: 201 });
};
