import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { recordAudit } from '~/features/audit/audit.server.ts';
import { deskAction, routeId, routeKind, savedPath } from '~/features/desk/desk-endpoint.server.ts';
import { replyToInboxItem } from '~/features/desk/inbox.server.ts';
import { INBOX_KIND_LABELS, inboxItemPath } from '~/features/desk/messages.ts';
import { inboxReplySchema } from '~/features/desk/schema.ts';

export const prerender = false;

/**
 * POST /api/desk/inbox/{kind}/{id}/reply (admin) { subject, body } → { reply }: stored with the message,
 * handed to e-mail delivery (its `emailStatus` says what became of it), the message marked answered.
 */
export const POST: APIRoute = deskAction({
  schema: inboxReplySchema,
  id: true,
  formPage: (context) => inboxItemPath(routeKind(context) ?? 'contact', routeId(context)),
  run: async (data, admin, context) => {
    const kind = routeKind(context);
    const id = routeId(context);
    const db = getDb();
    const result = kind ? await replyToInboxItem(db, kind, id, data, admin.id) : null;
    if (!kind || !result) return { kind: 'not-found' };
    await recordAudit(db, admin, {
      action: 'inbox.reply',
      targetType: 'inbox',
      targetId: `${kind}/${id}`,
      summary: `${INBOX_KIND_LABELS[kind]} #${id} (${result.item.name}): ${data.subject}`,
      details: { to: result.reply.toEmail, emailStatus: result.reply.emailStatus },
    });
    return { kind: 'done', body: { reply: result.reply }, redirect: savedPath(inboxItemPath(kind, id)) };
  },
});
