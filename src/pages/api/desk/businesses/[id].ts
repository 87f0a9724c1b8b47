import type { APIRoute } from 'astro';
import { updateBusiness } from '~/features/desk/businesses.server.ts';
import { deskRecordAction } from '~/features/desk/desk-endpoint.server.ts';
import { deskBusinessPath } from '~/features/desk/messages.ts';
import { BUSINESS_EDIT_FIELD_TYPES, businessEditSchema } from '~/features/desk/schema.ts';

export const prerender = false;

/**
 * POST /api/desk/businesses/{id} (admin): every field of the business, checked by the add-business
 * schema → { changed: [field names] }. A change to a listed business queues the rebuild.
 */
export const POST: APIRoute = deskRecordAction({
  schema: businessEditSchema,
  types: BUSINESS_EDIT_FIELD_TYPES,
  page: deskBusinessPath,
  change: (db, id, data, admin) => updateBusiness(db, id, data, admin),
});
