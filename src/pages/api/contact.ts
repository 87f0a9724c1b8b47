import type { APIRoute } from 'astro';
import { submitContactMessage } from '~/features/contact/contact.server.ts';
import { contactSchema } from '~/features/contact/schema.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { honeypotResponse, readPublicForm } from '~/lib/http/public-form.server.ts';

export const prerender = false;

/** Stores a contact message and records the 'contact_form_submit' event. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const form = await readPublicForm({ request, clientAddress }, 'contact', contactSchema);
  if (form.kind === 'rejected') return form.response;
  if (form.kind === 'honeypot') return honeypotResponse();
  const message = await submitContactMessage(getDb(), form.data);
  return Response.json({ received: true, message }, { status: 201 });
};
