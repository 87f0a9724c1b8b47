import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { PARTNERSHIP_FORM_TEXT } from '~/features/partnerships/partnership-i18n.ts';
import { createPartnershipApplication } from '~/features/partnerships/partnerships.server.ts';
import { partnershipSchema } from '~/features/partnerships/schema.ts';
import { formRoute } from '~/features/site/form-route.server.ts';

export const prerender = false;

/** Stores a partnership application (JSON or a browser's form post). */
export const POST: APIRoute = formRoute('partnership', {
  schema: partnershipSchema,
  messages: [PARTNERSHIP_FORM_TEXT],
  save: async (data) => ({ application: await createPartnershipApplication(getDb(), data) }),
});
