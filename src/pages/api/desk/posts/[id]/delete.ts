import type { APIRoute } from 'astro';
import { deskAction, routeId, savedPath } from '~/features/desk/desk-endpoint.server.ts';
import { DESK_MSG, DESK_PAGES, deskPostPath } from '~/features/desk/messages.ts';
import { deletePost, findDeskPost } from '~/features/desk/posts.server.ts';
import { deleteConfirmSchema } from '~/features/desk/schema.ts';
import { getDb } from '~/lib/db/db.server.ts';

export const prerender = false;

/** POST /api/desk/posts/{id}/delete (admin) { confirmName: the post's slug } → { id, slug }; its address then answers 404. */
export const POST: APIRoute = deskAction({
  schema: deleteConfirmSchema,
  formPage: (context) => `${deskPostPath(routeId(context))}/sil`,
  run: async ({ confirmName }, admin, context) => {
    const id = routeId(context);
    const db = getDb();
    const post = await findDeskPost(db, id);
    if (!post) return { kind: 'not-found' };
    if (confirmName !== post.slug) {
      const issues = [{ path: 'confirmName', message: DESK_MSG.deleteConfirmMismatch }];
      return { kind: 'refused', status: 400, error: DESK_MSG.deleteConfirmMismatch, issues };
    }
    const deleted = await deletePost(db, id, admin);
    if (!deleted) return { kind: 'not-found' };
    return { kind: 'done', body: deleted, redirect: savedPath(DESK_PAGES.posts, 'deleted') };
  },
});
