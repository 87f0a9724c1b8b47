import type { APIRoute } from 'astro';
import { registrationSchema } from '../../../lib/shared/registration-schema.ts';
import { createRegistration } from '../../../lib/server/business-submissions.ts';
import { getDb } from '../../../lib/server/db.ts';
import { honeypotResponse, readPublicForm } from '../../../lib/server/public-form.ts';

export const prerender = false;

/** /register-business: stores a pending business with the owner's contact details. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const form = await readPublicForm({ request, clientAddress }, 'register', registrationSchema);
  if (form.kind === 'rejected') return form.response;
  if (form.kind === 'honeypot') return honeypotResponse();
  const business = await createRegistration(getDb(), form.data);
  return Response.json({ received: true, business }, { status: 201 });
};
