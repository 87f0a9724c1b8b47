import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { findPublishedPost } from '~/features/blog/blog.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/** GET /api/blog/{slug} → the published post; 404 for drafts and unknown slugs. */
export const GET: APIRoute = async ({ params }) => {
  const post = params.slug ? await findPublishedPost(getDb(), params.slug) : null;
  if (!post) return jsonError(404, MSG.postNotFoundTitle);
  return Response.json(post);
};
