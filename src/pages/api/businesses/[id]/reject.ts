import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { rejectSchema } from '~/features/admin/approval-schema.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { rejectListing } from '~/features/listings/transitions.server.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/** POST /api/businesses/{id}/reject (admin) with optional { reason } → { business }; blank reason stores the default. */
export const POST: APIRoute = endpoint({
  guard: adminOf,
  id: { notFound: MSG.businessNotFound },
  // The body is optional: a bare POST rejects with the default reason.
  body: { schema: rejectSchema, optional: true },
  run: async ({ id, data, actor }) => {
    const business = await rejectListing(getDb(), id, data.reason, actor);
    return business ? Response.json({ business }) : jsonError(404, MSG.businessNotFound);
  },
});
