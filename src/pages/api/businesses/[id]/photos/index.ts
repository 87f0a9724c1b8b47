import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { accountDone, accountRefusal } from '~/features/accounts/guard.server.ts';
import { listingActorOf } from '~/features/accounts/listing-guard.server.ts';
import { addPhoto, listingPhotos } from '~/features/photos/photos.server.ts';
import { readPhotoUpload, uploadRateRefusal, wantsJson } from '~/features/photos/upload.server.ts';
import { refusalAnswer } from '~/lib/http/public-form.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { ownerListingSectionPath } from '~/lib/paths.ts';

export const prerender = false;

/** GET (owner or admin): `{ photos }` of the listing, every status. */
export const GET: APIRoute = async (context) => {
  const actor = await listingActorOf(context, getDb(), parseRouteId(context.params.id));
  if (actor instanceof Response) return actor;
  return Response.json({ photos: await listingPhotos(getDb(), actor.business.id) });
};

/**
 * POST multipart `photo` (+ `caption`) (owner or admin): a new photo within the plan's limit. A browser's
 * form post goes back to the photo page (with the message on refusal), a script gets JSON.
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
  const added = await addPhoto(db, actor, upload);
  if (!added.ok) return accountRefusal(context, fields, { ...added, field: 'photo' }, page, []);
  const notice = added.photo.status === 'pending' ? 'onay-bekliyor' : 'yuklendi';
  return accountDone(fields, `${page}?durum=${notice}`, { photo: added.photo });
};
