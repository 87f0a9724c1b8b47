import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { formRoute } from '~/features/site/form-route.server.ts';
import { REGISTER_FORM_TEXT } from '~/features/submissions/register-i18n.ts';
import { registrationSchema } from '~/features/submissions/registration-schema.ts';
import { createRegistration } from '~/features/submissions/submissions.server.ts';

export const prerender = false;

/** /register-business: stores a pending business with the owner's contact details (JSON or a form post). */
export const POST: APIRoute = formRoute('register', {
  schema: registrationSchema,
  messages: [REGISTER_FORM_TEXT],
  save: async (data, { locals }) => ({ business: await createRegistration(getDb(), data, locals.user?.id ?? null) }),
});
