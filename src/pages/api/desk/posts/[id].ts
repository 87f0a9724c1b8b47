import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { BLOG_FORM_MSG } from '~/features/blog/form-messages.ts';
import { deskAction, fieldRefusal, routeId, savedPath } from '~/features/desk/desk-endpoint.server.ts';
import { deskPostPath } from '~/features/desk/messages.ts';
import { updatePost } from '~/features/desk/posts.server.ts';
import { postEditSchema } from '~/features/desk/schema.ts';

export const prerender = false;

/**
 * POST /api/desk/posts/{id} (admin): the create form's fields and `publishedAt` (a future time
 * schedules the post) → { changed }. A new slug keeps the old one answering 301; a slug in use → 409.
 */
export const POST: APIRoute = deskAction({
  schema: postEditSchema,
  id: true,
  formPage: (context) => deskPostPath(routeId(context)),
  run: async (data, admin, context) => {
    const id = routeId(context);
    const result = await updatePost(getDb(), id, data, admin);
    if (!result.ok && result.reason === 'not-found') return { kind: 'not-found' };
    if (!result.ok) return fieldRefusal('slug', BLOG_FORM_MSG.slugTaken, 409);
    return { kind: 'done', body: { changed: result.changed }, redirect: savedPath(deskPostPath(id)) };
  },
});
