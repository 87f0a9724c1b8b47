import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { MODERATION_KINDS, MODERATION_MSG, type ModerationKind } from '~/features/moderation/messages.ts';
import { moderate } from '~/features/moderation/moderation.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';

export const prerender = false;

/** Admin: POST /api/moderation/{photo|reply}/{id}/{approve|reject}. */
export const POST: APIRoute = async (context) => {
  const admin = adminOf(context);
  if (admin instanceof Response) return admin;
  const { kind, decision } = context.params;
  const id = parseRouteId(context.params.id);
  const known = MODERATION_KINDS.includes(kind as ModerationKind) && (decision === 'approve' || decision === 'reject');
  if (!known || id === null) return jsonError(404, MODERATION_MSG.notFound);
  const done = await moderate(getDb(), kind as ModerationKind, id, decision === 'approve', admin);
  return done ? Response.json({ ok: true }) : jsonError(404, MODERATION_MSG.notFound);
};
