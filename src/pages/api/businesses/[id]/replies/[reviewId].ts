import type { APIRoute } from 'astro';
import { listingItemRoute } from '~/features/accounts/listing-route.server.ts';
import { saveReply } from '~/features/reviews/replies.server.ts';
import { replySchema } from '~/features/reviews/reply-schema.ts';
import { ownerListingSectionPath } from '~/lib/paths.ts';

export const prerender = false;

/** POST `body` (owner or admin): the listing's public reply to one of its reviews, new or edited. */
export const POST: APIRoute = listingItemRoute({
  schema: replySchema,
  item: 'reviewId',
  page: (id: number) => ownerListingSectionPath(id, 'reviews'),
  act: async (db, actor, reviewId, { body }) => {
    const saved = await saveReply(db, actor, reviewId, body);
    if (!saved.ok) return saved;
    return {
      ok: true,
      notice: saved.published ? 'yanit-yayinda' : 'yanit-alindi',
      body: { published: saved.published },
    };
  },
});
