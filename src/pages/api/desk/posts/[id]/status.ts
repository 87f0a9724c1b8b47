import type { APIRoute } from 'astro';
import { deskRecordAction } from '~/features/desk/desk-endpoint.server.ts';
import { deskPostPath } from '~/features/desk/messages.ts';
import { setPostStatus } from '~/features/desk/posts.server.ts';
import { postStatusSchema } from '~/features/desk/schema.ts';

export const prerender = false;

/** POST /api/desk/posts/{id}/status (admin) { publishStatus: published | draft } → { id, slug, publishStatus }. */
export const POST: APIRoute = deskRecordAction({
  schema: postStatusSchema,
  page: deskPostPath,
  change: (db, id, { publishStatus }, admin) => setPostStatus(db, id, publishStatus, admin),
});
