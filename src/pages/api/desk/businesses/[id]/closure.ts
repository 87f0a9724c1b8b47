import type { APIRoute } from 'astro';
import { deskRecordAction } from '~/features/desk/desk-endpoint.server.ts';
import { deskBusinessPath } from '~/features/desk/messages.ts';
import { closureSchema } from '~/features/directory/closure-schema.ts';
import { setClosure } from '~/features/listings/transitions.server.ts';

export const prerender = false;

/** POST /api/desk/businesses/{id}/closure (admin) { closure?, newAddress?, movedAt?, reopensAt?, holidayMode?, holidayHours? }. */
export const POST: APIRoute = deskRecordAction({
  schema: closureSchema,
  page: deskBusinessPath,
  change: (db, id, data, admin) => setClosure(db, id, data, admin),
});
