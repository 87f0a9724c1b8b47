import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { recordAudit } from '~/features/audit/audit.server.ts';
import { deskAction, routeId, savedPath } from '~/features/desk/desk-endpoint.server.ts';
import { resolveReport } from '~/features/desk/inbox.server.ts';
import { inboxItemPath } from '~/features/desk/messages.ts';
import { reportResolveSchema } from '~/features/desk/schema.ts';

export const prerender = false;

/**
 * POST /api/desk/inbox/report/{id}/resolve (admin) { note, ledToChange? } → { report }: the report is filed
 * with the note; when it led to a change, the listing's owner is told by mail.
 */
export const POST: APIRoute = deskAction({
  schema: reportResolveSchema,
  types: { booleans: ['ledToChange'] },
  id: true,
  formPage: (context) => inboxItemPath('report', routeId(context)),
  run: async (data, admin, context) => {
    const id = routeId(context);
    const db = getDb();
    const report = await resolveReport(db, id, data);
    if (!report?.listing) return { kind: 'not-found' };
    await recordAudit(db, admin, {
      action: 'inbox.resolve',
      targetType: 'business',
      targetId: String(report.listing.id),
      summary: `${report.listing.name}: ${data.note}`,
      details: { report: id, ledToChange: data.ledToChange },
    });
    return { kind: 'done', body: { report }, redirect: savedPath(inboxItemPath('report', id)) };
  },
});
