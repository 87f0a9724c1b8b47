import type { APIRoute } from 'astro';
import { deleteBusiness, findDeskBusiness } from '~/features/desk/businesses.server.ts';
import { deskAction, routeId, savedPath } from '~/features/desk/desk-endpoint.server.ts';
import { DESK_MSG, DESK_PAGES, deskBusinessPath } from '~/features/desk/messages.ts';
import { deleteConfirmSchema } from '~/features/desk/schema.ts';
import { getDb } from '~/lib/db/db.server.ts';

export const prerender = false;

/**
 * POST /api/desk/businesses/{id}/delete (admin) { confirmName: the business's name } → { id, name }.
 * Its photos, reviews, inquiries, favourites and subscriptions are deleted with it.
 */
export const POST: APIRoute = deskAction({
  schema: deleteConfirmSchema,
  formPage: (context) => `${deskBusinessPath(routeId(context))}/sil`,
  run: async ({ confirmName }, admin, context) => {
    const id = routeId(context);
    const db = getDb();
    const business = await findDeskBusiness(db, id);
    if (!business) return { kind: 'not-found' };
    if (confirmName !== business.name.trim()) {
      const issues = [{ path: 'confirmName', message: DESK_MSG.deleteConfirmMismatch }];
      return { kind: 'refused', status: 400, error: DESK_MSG.deleteConfirmMismatch, issues };
    }
    const deleted = await deleteBusiness(db, id, admin);
    if (!deleted) return { kind: 'not-found' };
    return { kind: 'done', body: deleted, redirect: savedPath(DESK_PAGES.businesses, 'deleted') };
  },
});
