import type { APIRoute } from 'astro';
import { deskDeleteAction } from '~/features/desk/desk-endpoint.server.ts';
import { DESK_PAGES, deskPostPath } from '~/features/desk/messages.ts';
import { deletePost, findDeskPost } from '~/features/desk/posts.server.ts';

export const prerender = false;

/** POST /api/desk/posts/{id}/delete (admin) { confirmName: the post's slug } → { id, slug }; its address then answers 404. */
export const POST: APIRoute = deskDeleteAction({
  page: deskPostPath,
  list: DESK_PAGES.posts,
  find: findDeskPost,
  confirmName: (post) => post.slug,
  remove: deletePost,
});
