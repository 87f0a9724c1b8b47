import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { recordAudit } from '~/features/audit/audit.server.ts';
import { createPost } from '~/features/blog/blog.server.ts';
import { BLOG_CREATE_PAGE, BLOG_DRAFT_SAVED_PAGE, BLOG_FORM_MSG } from '~/features/blog/form-messages.ts';
import { blogPostSchema } from '~/features/blog/schema.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { LOGIN_PAGE } from '~/features/identity/messages.ts';
import { isFormPost, sentAnswer } from '~/lib/http/form-post.server.ts';
import { readForm, refusalAnswer } from '~/lib/http/public-form.server.ts';
import { postPath } from '~/lib/paths.ts';

export const prerender = false;

/**
 * POST /api/blog/create (admin) → 201 { post }; the form posted without scripts is sent on (303)
 * to the new post (a draft: back to the form). The author is the session's user; content is sanitized
 * before storing; a used slug → 409.
 */
export const POST: APIRoute = async (context) => {
  const admin = adminOf(context);
  if (admin instanceof Response) {
    const browser = isFormPost(context.request) && admin.status === 401;
    return browser ? sentAnswer(`${LOGIN_PAGE}?next=${encodeURIComponent(BLOG_CREATE_PAGE)}`) : admin;
  }
  const form = await readForm(context.request, blogPostSchema);
  if (form.kind === 'rejected') return refusalAnswer(context, form, BLOG_CREATE_PAGE);
  const db = getDb();
  const result = await createPost(db, form.data, admin.id);
  if (!result.ok) {
    const issues = [{ path: 'slug', message: BLOG_FORM_MSG.slugTaken }];
    return refusalAnswer(
      context,
      { kind: 'rejected', status: 409, error: BLOG_FORM_MSG.slugTaken, issues, fields: form.fields },
      BLOG_CREATE_PAGE,
    );
  }
  const published = result.post.publishStatus === 'published';
  await recordAudit(db, admin, {
    action: published ? 'post.publish' : 'post.create',
    targetType: 'post',
    targetId: result.post.id,
    summary: `${result.post.title} (${postPath(result.post.slug)})`,
  });
  if (form.fields) {
    const { post } = result;
    return sentAnswer(post.publishStatus === 'published' ? postPath(post.slug) : BLOG_DRAFT_SAVED_PAGE);
  }
  return Response.json({ post: result.post }, { status: 201 });
};
