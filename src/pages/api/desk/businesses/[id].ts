import type { APIRoute } from 'astro';
import { updateBusiness } from '~/features/desk/businesses.server.ts';
import { deskAction, routeId, savedPath } from '~/features/desk/desk-endpoint.server.ts';
import { deskBusinessPath } from '~/features/desk/messages.ts';
import { BUSINESS_EDIT_FIELD_TYPES, businessEditSchema } from '~/features/desk/schema.ts';
import { getDb } from '~/lib/db/db.server.ts';

export const prerender = false;

/**
 * POST /api/desk/businesses/{id} (admin): every field of the business, checked by the add-business
 * schema → { changed: [field names] }. A change to a listed business queues the rebuild.
 */
export const POST: APIRoute = deskAction({
  schema: businessEditSchema,
  types: BUSINESS_EDIT_FIELD_TYPES,
  formPage: (context) => deskBusinessPath(routeId(context)),
  run: async (data, admin, context) => {
    const id = routeId(context);
    const result = await updateBusiness(getDb(), id, data, admin);
    if (!result) return { kind: 'not-found' };
    return { kind: 'done', body: result, redirect: savedPath(deskBusinessPath(id)) };
  },
});
