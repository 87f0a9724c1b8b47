import type { APIRoute } from 'astro';
import { deskAction, routeId, savedPath } from '~/features/desk/desk-endpoint.server.ts';
import { deskPostPath } from '~/features/desk/messages.ts';
import { setPostStatus } from '~/features/desk/posts.server.ts';
import { postStatusSchema } from '~/features/desk/schema.ts';
import { getDb } from '~/lib/db/db.server.ts';

export const prerender = false;

/** POST /api/desk/posts/{id}/status (admin) { publishStatus: published | draft } → { id, slug, publishStatus }. */
export const POST: APIRoute = deskAction({
  schema: postStatusSchema,
  formPage: (context) => deskPostPath(routeId(context)),
  run: async ({ publishStatus }, admin, context) => {
    const id = routeId(context);
    const result = await setPostStatus(getDb(), id, publishStatus, admin);
    if (!result) return { kind: 'not-found' };
    return { kind: 'done', body: result, redirect: savedPath(deskPostPath(id)) };
  },
});
