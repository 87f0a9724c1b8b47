import type { APIRoute } from 'astro';
import { setBusinessStatus } from '~/features/desk/businesses.server.ts';
import { deskAction, routeId, savedPath } from '~/features/desk/desk-endpoint.server.ts';
import { deskBusinessPath } from '~/features/desk/messages.ts';
import { businessStatusSchema } from '~/features/desk/schema.ts';
import { getDb } from '~/lib/db/db.server.ts';

export const prerender = false;

/** POST /api/desk/businesses/{id}/status (admin) { status, reason? } → { id, status }. */
export const POST: APIRoute = deskAction({
  schema: businessStatusSchema,
  formPage: (context) => deskBusinessPath(routeId(context)),
  run: async ({ status, reason }, admin, context) => {
    const id = routeId(context);
    const result = await setBusinessStatus(getDb(), id, status, reason, admin);
    if (!result) return { kind: 'not-found' };
    return { kind: 'done', body: result, redirect: savedPath(deskBusinessPath(id)) };
  },
});
