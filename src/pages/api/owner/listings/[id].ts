import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { accountDone, accountRefusal, ownerOf } from '~/features/accounts/guard.server.ts';
import { withNotice } from '~/features/accounts/messages.ts';
import { isRefusal, ownedListing, ownerListingView, saveListingEdit } from '~/features/owners/changes.server.ts';
import { CLAIM_MSG, OWNER_PAGES } from '~/features/owners/messages.ts';
import { LISTING_EDIT_FIELD_TYPES, listingEditSchema } from '~/features/owners/schema.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { readForm, refusalAnswer } from '~/lib/http/public-form.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';

export const prerender = false;

/** The signed-in owner's own listing: 401 / 403 (another role, another owner's listing) / 404. */
async function listingOf(context: Parameters<APIRoute>[0]) {
  const owner = ownerOf(context);
  if (owner instanceof Response) return owner;
  const id = parseRouteId(context.params.id);
  if (id === null) return jsonError(404, CLAIM_MSG.notFound);
  const listing = await ownedListing(getDb(), owner, id);
  if (isRefusal(listing)) return jsonError(listing.status, listing.message);
  return { owner, listing };
}

/** GET /api/owner/listings/{id} (its owner) → the listing as last written, its special days and open change. */
export const GET: APIRoute = async (context) => {
  const found = await listingOf(context);
  if (found instanceof Response) return found;
  const view = await ownerListingView(getDb(), found.listing);
  return Response.json(view, { headers: { 'Cache-Control': 'no-store' } });
};

/** POST /api/owner/listings/{id} (its owner): every add-business field and the special days; a published listing's edit waits for the admin. */
export const POST: APIRoute = async (context) => {
  const found = await listingOf(context);
  if (found instanceof Response) return found;
  const page = OWNER_PAGES.edit(found.listing.id);
  const form = await readForm(context.request, listingEditSchema, LISTING_EDIT_FIELD_TYPES);
  if (form.kind === 'rejected') return refusalAnswer(context, form, page);
  const result = await saveListingEdit(getDb(), found.listing, found.owner, form.data);
  if (!result.ok) return accountRefusal(context, form.fields, result, page, []);
  const notice = result.applied ? 'kaydedildi' : 'onaya-gonderildi';
  return accountDone(form.fields, withNotice(ACCOUNT_PAGES.dashboard, notice), result);
};
