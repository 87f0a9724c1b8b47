import type { APIRoute } from 'astro';
import { registrationSchema } from '~/features/submissions/registration-schema.ts';
import { createRegistration } from '~/features/submissions/submissions.server.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { honeypotResponse, readPublicForm } from '~/lib/http/public-form.server.ts';

export const prerender = false;

/** /register-business: stores a pending business with the owner's contact details. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const form = await readPublicForm({ request, clientAddress }, 'register', registrationSchema);
  if (form.kind === 'rejected') return form.response;
  if (form.kind === 'honeypot') return honeypotResponse();
  const business = await createRegistration(getDb(), form.data);
  return Response.json({ received: true, business }, { status: 201 });
};
