import type { APIRoute } from 'astro';
import { deskAction, routeId, savedPath } from '~/features/desk/desk-endpoint.server.ts';
import { deskBusinessPath } from '~/features/desk/messages.ts';
import { setClosure } from '~/features/directory/closure.server.ts';
import { closureSchema } from '~/features/directory/closure-schema.ts';
import { getDb } from '~/lib/db/db.server.ts';

export const prerender = false;

/** POST /api/desk/businesses/{id}/closure (admin) { closure?, newAddress?, movedAt?, holidayMode?, holidayHours? }. */
export const POST: APIRoute = deskAction({
  schema: closureSchema,
  formPage: (context) => deskBusinessPath(routeId(context)),
  run: async (data, admin, context) => {
    const id = routeId(context);
    const result = await setClosure(getDb(), id, data, admin);
    if (!result) return { kind: 'not-found' };
    return { kind: 'done', body: result, redirect: savedPath(deskBusinessPath(id)) };
  },
});
