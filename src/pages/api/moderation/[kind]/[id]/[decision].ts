import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { rejectSchema } from '~/features/admin/approval-schema.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import {
  MODERATION_KINDS,
  MODERATION_MSG,
  MODERATION_PAGE,
  MODERATION_RESULTS,
  REASONED_KINDS,
} from '~/features/moderation/messages.ts';
import { decideModeration } from '~/features/moderation/moderation.server.ts';
import { choiceOf } from '~/lib/choices.ts';
import { formAgain, isFormPost, readFormFields, sentAnswer } from '~/lib/http/form-post.server.ts';
import { jsonError, readJson, validate } from '~/lib/http/http.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { sentPath } from '~/lib/http/sent.ts';

export const prerender = false;

/**
 * Admin: POST /api/moderation/{kind}/{id}/{approve|reject} for every kind of the one queue, with an optional
 * reason when rejecting (blank: the default one). JSON answers `{ ok: true }`; the queue page's form post
 * (field `reason`, required where the reason reaches someone) is answered with 303 back to the queue and
 * its notice, or 400 with the queue again when the reason is missing.
 */
export const POST: APIRoute = async (context) => {
  const admin = adminOf(context);
  if (admin instanceof Response) return admin;
  const kind = choiceOf(MODERATION_KINDS, context.params.kind);
  const { decision } = context.params;
  const id = parseRouteId(context.params.id);
  if (!kind || (decision !== 'approve' && decision !== 'reject') || id === null)
    return jsonError(404, MODERATION_MSG.notFound);
  const approve = decision === 'approve';
  const form = isFormPost(context.request);
  let fields: unknown = {};
  if (form) {
    const read = await readFormFields(context.request);
    if (!read.ok) return new Response(null, { status: read.status });
    fields = { reason: read.fields.reason };
    // The queue page asks for a reason where it reaches someone: a blank one shows that item's form again.
    if (!approve && REASONED_KINDS.includes(kind) && !read.fields.reason?.trim()) {
      return formAgain(context, MODERATION_PAGE, {
        status: 400,
        message: MODERATION_MSG.reasonRequired,
        values: { reason: '', item: `${kind}-${id}` },
        errors: { reason: MODERATION_MSG.reasonRequired },
      });
    }
  }
  // Only a rejection reads a reason, and it is optional: a bare POST rejects with the default one.
  const headers = context.request.headers;
  const jsonBody = !form && !approve && (headers.has('content-type') || Number(headers.get('content-length') ?? 0) > 0);
  const body = jsonBody ? await readJson(context.request, rejectSchema) : validate(rejectSchema, approve ? {} : fields);
  if (!body.ok) return form ? sentAnswer(MODERATION_PAGE) : body.response;
  const done = await decideModeration(
    getDb(),
    kind,
    id,
    approve ? { approve: true } : { approve: false, reason: body.data.reason },
    admin,
  );
  if (form) {
    const code = !done ? MODERATION_RESULTS.gone : approve ? MODERATION_RESULTS.approved : MODERATION_RESULTS.rejected;
    return sentAnswer(sentPath(MODERATION_PAGE, code));
  }
  return done ? Response.json({ ok: true }) : jsonError(404, MODERATION_MSG.notFound);
};
