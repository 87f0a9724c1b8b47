import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { recordAudit } from '~/features/audit/audit.server.ts';
import { deskAction, routeId, routeKind, savedPath } from '~/features/desk/desk-endpoint.server.ts';
import { setInboxStatus } from '~/features/desk/inbox.server.ts';
import { INBOX_KIND_LABELS, INBOX_STATUS_LABELS, inboxItemPath } from '~/features/desk/messages.ts';
import { inboxStatusSchema } from '~/features/desk/schema.ts';

export const prerender = false;

/** POST /api/desk/inbox/{kind}/{id}/status (admin) { status: new | read | answered | archived } → { status }. */
export const POST: APIRoute = deskAction({
  schema: inboxStatusSchema,
  id: true,
  formPage: (context) => inboxItemPath(routeKind(context) ?? 'contact', routeId(context)),
  run: async ({ status }, admin, context) => {
    const kind = routeKind(context);
    const id = routeId(context);
    const db = getDb();
    if (!kind || !(await setInboxStatus(db, kind, id, status))) return { kind: 'not-found' };
    await recordAudit(db, admin, {
      action: 'inbox.status',
      targetType: 'inbox',
      targetId: `${kind}/${id}`,
      summary: `${INBOX_KIND_LABELS[kind]} #${id}: ${INBOX_STATUS_LABELS[status]}`,
    });
    return { kind: 'done', body: { status }, redirect: savedPath(inboxItemPath(kind, id)) };
  },
});
