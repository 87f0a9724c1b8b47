import type { APIRoute } from 'astro';
import type { Db } from '~/database.server.ts';
import { getDb } from '~/database.server.ts';
import { rejectSchema } from '~/features/admin/approval-schema.ts';
import type { Actor } from '~/features/audit/audit.server.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { OWNER_REQUESTS_MSG } from '~/features/owners/messages.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';

/** An admin's decision on an owner's request: approve, or reject with the reason the owner is told. */
export type Decision = { approve: true } | { approve: false; reason: string };
/** The listing a decided request was about; null when no such request waits. */
export type DecidedRequest = { businessId: number; businessName: string } | null;
type Decide = (db: Db, id: number, decision: Decision, actor: Actor) => Promise<DecidedRequest>;

/**
 * POST …/{id}/approve or …/{id}/reject (admin, JSON): the admin's decision on an owner's request, with
 * an optional `{ reason }` when rejecting (blank or a bare POST: the default one); the listings core
 * records it in the audit log.
 */
export function decisionEndpoint(decide: Decide): APIRoute {
  return endpoint({
    guard: adminOf,
    id: { notFound: OWNER_REQUESTS_MSG.notFound },
    body: { schema: rejectSchema, optional: true },
    run: async ({ context, id, data, actor }) => {
      const approve = context.params.decision === 'approve';
      if (!approve && context.params.decision !== 'reject') return jsonError(404, OWNER_REQUESTS_MSG.notFound);
      const decision: Decision = approve ? { approve: true } : { approve: false, reason: data.reason };
      const done = await decide(getDb(), id, decision, actor);
      return done ? Response.json({ ok: true, ...done }) : jsonError(404, OWNER_REQUESTS_MSG.notFound);
    },
  });
}
