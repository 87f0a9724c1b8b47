import type { APIRoute } from 'astro';
import { accountDone, accountRefusal } from '~/features/accounts/guard.server.ts';
import { listingActorOf } from '~/features/accounts/listing-guard.server.ts';
import { photosPage } from '~/features/photos/messages.ts';
import { changePhoto } from '~/features/photos/photos.server.ts';
import { photoChangeSchema } from '~/features/photos/schema.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { readForm, refusalAnswer } from '~/lib/http/public-form.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';

export const prerender = false;

/** POST `action` = caption (with `caption`) | primary | up | down | delete (owner or admin), form or JSON. */
export const POST: APIRoute = async (context) => {
  const db = getDb();
  const actor = await listingActorOf(context, db, parseRouteId(context.params.id));
  if (actor instanceof Response) return actor;
  const page = photosPage(actor.business.id);
  const form = await readForm(context.request, photoChangeSchema);
  if (form.kind === 'rejected') return refusalAnswer(context, form, page);
  const photoId = parseRouteId(context.params.photoId) ?? 0;
  const done = await changePhoto(db, actor, photoId, form.data.action, form.data.caption);
  if (!done.ok) return accountRefusal(context, form.fields, done, page, []);
  return accountDone(form.fields, `${page}?durum=kaydedildi`);
};
