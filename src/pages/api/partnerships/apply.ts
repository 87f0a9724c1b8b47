import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { createPartnershipApplication } from '~/features/partnerships/partnerships.server.ts';
import { partnershipSchema } from '~/features/partnerships/schema.ts';
import { formRoute } from '~/features/site/form-route.server.ts';

export const prerender = false;

/** Stores a partnership application (JSON or a browser's form post). */
export const POST: APIRoute = formRoute('partnership', {
  schema: partnershipSchema,
  save: async (data) => ({ application: await createPartnershipApplication(getDb(), data) }),
});
