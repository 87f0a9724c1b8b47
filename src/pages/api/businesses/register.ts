import type { APIRoute } from 'astro';
import { formAgainPath, formSentPath } from '~/features/site/forms.ts';
import { registrationSchema } from '~/features/submissions/registration-schema.ts';
import { createRegistration } from '~/features/submissions/submissions.server.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { publicFormHandler } from '~/lib/http/public-form.server.ts';

export const prerender = false;

/** /register-business: stores a pending business with the owner's contact details (JSON or a form post). */
export const POST: APIRoute = publicFormHandler({
  scope: 'register',
  schema: registrationSchema,
  formPage: formAgainPath('register'),
  sentPage: formSentPath('register'),
  save: async (data, { locals }) => ({ business: await createRegistration(getDb(), data, locals.user?.id ?? null) }),
});
