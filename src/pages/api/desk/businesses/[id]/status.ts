import type { APIRoute } from 'astro';
import { setBusinessStatus } from '~/features/desk/businesses.server.ts';
import { deskRecordAction, fieldRefusal } from '~/features/desk/desk-endpoint.server.ts';
import { DESK_MSG, deskBusinessPath } from '~/features/desk/messages.ts';
import { businessStatusSchema } from '~/features/desk/schema.ts';

export const prerender = false;

/** POST /api/desk/businesses/{id}/status (admin) { status, reason? } → { id, status }; rejecting needs a reason. */
export const POST: APIRoute = deskRecordAction({
  schema: businessStatusSchema,
  page: deskBusinessPath,
  change: async (db, id, { status, reason }, admin) =>
    status === 'rejected' && !reason
      ? fieldRefusal('reason', DESK_MSG.rejectReasonRequired)
      : setBusinessStatus(db, id, status, reason, admin),
});
