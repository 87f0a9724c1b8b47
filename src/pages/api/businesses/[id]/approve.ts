import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { approveBusiness } from '~/features/admin/approval.server.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/** POST /api/businesses/{id}/approve (admin) → { business }; mails the owner (the listings core audits it). */
export const POST: APIRoute = endpoint({
  guard: adminOf,
  id: { notFound: MSG.businessNotFound },
  run: async ({ id, actor }) => {
    const approved = await approveBusiness(getDb(), id, actor);
    return approved ? Response.json(approved) : jsonError(404, MSG.businessNotFound);
  },
});
