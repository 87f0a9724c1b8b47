import type { APIRoute } from 'astro';
import { findPublishedPost } from '../../../lib/server/blog.ts';
import { getDb } from '../../../lib/server/db.ts';
import { jsonError } from '../../../lib/server/http.ts';
import { MSG } from '../../../lib/shared/messages.ts';

export const prerender = false;

/** GET /api/blog/{slug} → the published post; 404 for drafts and unknown slugs. */
export const GET: APIRoute = async ({ params }) => {
  const post = params.slug ? await findPublishedPost(getDb(), params.slug) : null;
  if (!post) return jsonError(404, MSG.postNotFoundTitle);
  return Response.json(post);
};
