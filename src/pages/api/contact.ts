import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { submitContactMessage } from '~/features/contact/contact.server.ts';
import { CONTACT_TEXT } from '~/features/contact/contact-i18n.ts';
import { contactSchema } from '~/features/contact/schema.ts';
import { formRoute } from '~/features/site/form-route.server.ts';

export const prerender = false;

/** Stores a contact message and records the 'contact_form_submit' event (JSON, or a browser's form post). */
export const POST: APIRoute = formRoute('contact', {
  schema: contactSchema,
  messages: [CONTACT_TEXT],
  save: async (data) => ({ message: await submitContactMessage(getDb(), data) }),
});
