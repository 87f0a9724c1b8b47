import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { accountDone, accountRefusal } from '~/features/accounts/guard.server.ts';
import { listingActorOf } from '~/features/accounts/listing-guard.server.ts';
import { listingEntitlements } from '~/features/payments/subscriptions.server.ts';
import { PHOTO_MSG, uploadNotice } from '~/features/photos/messages.ts';
import { listingPhotos } from '~/features/photos/photos.server.ts';
import { readPhotoUpload, storeUploads, uploadRateRefusal, wantsJson } from '~/features/photos/upload.server.ts';
import { refusalAnswer } from '~/lib/http/public-form.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { sentPath } from '~/lib/http/sent.ts';
import { ownerListingSectionPath } from '~/lib/paths.ts';

export const prerender = false;

/** GET (owner or admin): `{ photos }` of the listing, every status. */
export const GET: APIRoute = async (context) => {
  const actor = await listingActorOf(context, getDb(), parseRouteId(context.params.id));
  if (actor instanceof Response) return actor;
  return Response.json({ photos: await listingPhotos(getDb(), actor.business.id) });
};

/**
 * POST multipart `photo` (one or several files, + `caption`) (owner or admin): new photos within the plan's
 * limit, each kept like an upload of its own. A browser's form post goes back to the photo page (with the
 * message on refusal, saying how many were kept before it), a script gets JSON.
 */
export const POST: APIRoute = async (context) => {
  const db = getDb();
  const actor = await listingActorOf(context, db, parseRouteId(context.params.id));
  if (actor instanceof Response) return actor;
  const page = ownerListingSectionPath(actor.business.id, 'photos');
  const limited = await uploadRateRefusal(actor.user.id, wantsJson(context.request) ? null : {});
  if (limited) return refusalAnswer(context, limited, page);
  const upload = await readPhotoUpload(context.request);
  const fields = wantsJson(context.request) ? null : upload.fields;
  if (!upload.ok) return accountRefusal(context, fields, upload, page, []);
  const { photos: max } = await listingEntitlements(db, actor.business.id);
  const { photos, refused } = await storeUploads(db, actor, upload, max);
  if (refused) {
    const message = photos.length > 0 ? PHOTO_MSG.partly(photos.length, refused.message) : refused.message;
    return accountRefusal(context, fields, { ...refused, message, field: 'photo' }, page, []);
  }
  const notice = uploadNotice(
    photos.length,
    photos.some((p) => p.status === 'pending'),
  );
  return accountDone(fields, sentPath(page, notice), { photo: photos[0], photos });
};
