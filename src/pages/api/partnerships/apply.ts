import type { APIRoute } from 'astro';
import { createPartnershipApplication } from '~/features/partnerships/partnerships.server.ts';
import { partnershipSchema } from '~/features/partnerships/schema.ts';
import { formAgainPath, formSentPath } from '~/features/site/forms.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { publicFormHandler } from '~/lib/http/public-form.server.ts';

export const prerender = false;

/** Stores a partnership application (JSON or a browser's form post). */
export const POST: APIRoute = publicFormHandler({
  scope: 'partnership',
  schema: partnershipSchema,
  formPage: formAgainPath('partnership'),
  sentPage: formSentPath('partnership'),
  save: async (data) => ({ application: await createPartnershipApplication(getDb(), data) }),
});
