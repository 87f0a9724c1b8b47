import type { APIRoute } from 'astro';
import { listPublishedPosts } from '../../../lib/server/blog.ts';
import { getDb } from '../../../lib/server/db.ts';
import { queryObject, validate } from '../../../lib/server/http.ts';
import { blogListQuerySchema } from '../../../lib/shared/blog-schema.ts';

export const prerender = false;

/** GET /api/blog?category=&limit= → { posts } (published only, newest first, without content). */
export const GET: APIRoute = async ({ url }) => {
  const query = validate(blogListQuerySchema, queryObject(url));
  if (!query.ok) return query.response;
  const posts = await listPublishedPosts(getDb(), query.data);
  return Response.json({ posts });
};
