import type { APIRoute } from 'astro';
import { submitContactMessage } from '~/features/contact/contact.server.ts';
import { contactSchema } from '~/features/contact/schema.ts';
import { formAgainPath, formSentPath } from '~/features/site/forms.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { publicFormHandler } from '~/lib/http/public-form.server.ts';

export const prerender = false;

/** Stores a contact message and records the 'contact_form_submit' event (JSON, or a browser's form post). */
export const POST: APIRoute = publicFormHandler({
  scope: 'contact',
  schema: contactSchema,
  formPage: formAgainPath('contact'),
  sentPage: formSentPath('contact'),
  save: async (data) => ({ message: await submitContactMessage(getDb(), data) }),
});
