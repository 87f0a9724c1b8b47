import type { APIRoute } from 'astro';
import { createPartnershipApplication } from '~/features/partnerships/partnerships.server.ts';
import { partnershipSchema } from '~/features/partnerships/schema.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { honeypotResponse, readPublicForm } from '~/lib/http/public-form.server.ts';

export const prerender = false;

/** Stores a partnership application. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const form = await readPublicForm({ request, clientAddress }, 'partnership', partnershipSchema);
  if (form.kind === 'rejected') return form.response;
  if (form.kind === 'honeypot') return honeypotResponse();
  const application = await createPartnershipApplication(getDb(), form.data);
  return Response.json({ received: true, application }, { status: 201 });
};
