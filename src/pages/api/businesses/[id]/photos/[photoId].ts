import type { APIRoute } from 'astro';
import { listingItemRoute } from '~/features/accounts/listing-route.server.ts';
import { PHOTO_ACTION_NOTICE } from '~/features/photos/messages.ts';
import { changePhoto } from '~/features/photos/photos.server.ts';
import { photoChangeSchema } from '~/features/photos/schema.ts';
import { ownerListingSectionPath } from '~/lib/paths.ts';

export const prerender = false;

/** POST `action` = caption (with `caption`) | primary | first | last | delete (owner or admin), form or JSON. */
export const POST: APIRoute = listingItemRoute({
  schema: photoChangeSchema,
  item: 'photoId',
  page: (id: number) => ownerListingSectionPath(id, 'photos'),
  act: async (db, actor, photoId, { action, caption }) => {
    const done = await changePhoto(db, actor, photoId, action, caption);
    return done.ok ? { ok: true, notice: PHOTO_ACTION_NOTICE[action] } : done;
  },
});
