import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { listPublishedPosts } from '~/features/blog/blog.server.ts';
import { blogListQuerySchema } from '~/features/blog/schema.ts';
import { queryObject, validate } from '~/lib/http/http.server.ts';

export const prerender = false;

/** GET /api/blog?category=&limit= → { posts } (published only, newest first, without content). */
export const GET: APIRoute = async ({ url }) => {
  const query = validate(blogListQuerySchema, queryObject(url));
  if (!query.ok) return query.response;
  const posts = await listPublishedPosts(getDb(), query.data);
  return Response.json({ posts });
};
