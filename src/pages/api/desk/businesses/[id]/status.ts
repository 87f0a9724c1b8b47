import type { APIRoute } from 'astro';
import { setBusinessStatus } from '~/features/desk/businesses.server.ts';
import { deskRecordAction } from '~/features/desk/desk-endpoint.server.ts';
import { deskBusinessPath } from '~/features/desk/messages.ts';
import { businessStatusSchema } from '~/features/desk/schema.ts';

export const prerender = false;

/** POST /api/desk/businesses/{id}/status (admin) { status, reason? } → { id, status }. */
export const POST: APIRoute = deskRecordAction({
  schema: businessStatusSchema,
  page: deskBusinessPath,
  change: (db, id, { status, reason }, admin) => setBusinessStatus(db, id, status, reason, admin),
});
