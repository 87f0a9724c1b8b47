import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { DESK_PAGES } from '~/features/desk/messages.ts';
import { requireAdmin } from '~/features/identity/auth.server.ts';
import { listOutbox, retryDueMail } from '~/features/mail/mail.server.ts';
import { isFormPost, sentAnswer } from '~/lib/http/form-post.server.ts';

export const prerender = false;

/** GET /api/admin/outbox (admin) → the newest messages of the outbox, sent or not. */
export const GET: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  return Response.json({ messages: await listOutbox(getDb()) }, { headers: { 'Cache-Control': 'no-store' } });
};

/** POST /api/admin/outbox (admin) → sends what is due again now; a form post goes back to the outbox page. */
export const POST: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  const tried = await retryDueMail(getDb(), { all: true });
  if (isFormPost(context.request)) return sentAnswer(DESK_PAGES.outbox);
  return Response.json({ tried });
};
