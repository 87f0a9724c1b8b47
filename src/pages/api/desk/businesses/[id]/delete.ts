import type { APIRoute } from 'astro';
import { deleteBusiness, findDeskBusiness } from '~/features/desk/businesses.server.ts';
import { deskDeleteAction } from '~/features/desk/desk-endpoint.server.ts';
import { DESK_PAGES, deskBusinessPath } from '~/features/desk/messages.ts';

export const prerender = false;

/**
 * POST /api/desk/businesses/{id}/delete (admin) { confirmName: the business's name } → { id, name }.
 * Its photos, reviews, inquiries, favourites and subscriptions are deleted with it.
 */
export const POST: APIRoute = deskDeleteAction({
  page: deskBusinessPath,
  list: DESK_PAGES.businesses,
  find: findDeskBusiness,
  confirmName: (business) => business.name.trim(),
  remove: deleteBusiness,
});
