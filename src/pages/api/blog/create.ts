import type { APIRoute } from 'astro';
import { adminOf } from '~/features/admin/auth.server.ts';
import { createPost } from '~/features/blog/blog.server.ts';
import { BLOG_FORM_MSG } from '~/features/blog/form-messages.ts';
import { blogPostSchema } from '~/features/blog/schema.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { jsonError, readJson } from '~/lib/http/http.server.ts';

export const prerender = false;

/**
 * POST /api/blog/create (admin) → 201 { post, rebuild }. The author is the session's user; content is
 * sanitized before storing; a used slug → 409. Publishing queues a rebuild of the static pages.
 */
export const POST: APIRoute = async (context) => {
  const admin = adminOf(context);
  if (admin instanceof Response) return admin;
  const parsed = await readJson(context.request, blogPostSchema);
  if (!parsed.ok) return parsed.response;
  const result = await createPost(getDb(), parsed.data, admin.id);
  if (!result.ok) return jsonError(409, BLOG_FORM_MSG.slugTaken, [{ path: 'slug', message: BLOG_FORM_MSG.slugTaken }]);
  return Response.json({ post: result.post, rebuild: result.rebuild }, { status: 201 });
};
