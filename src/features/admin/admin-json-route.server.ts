import type { APIContext, APIRoute } from 'astro';
import { adminOf } from '~/features/identity/auth.server.ts';
import type { SessionUser } from '~/features/identity/sessions.server.ts';
import { readJson } from '~/lib/http/http.server.ts';
import type { z } from '~/lib/zod.ts';

/**
 * An admin's JSON endpoint: the admin guard first (401/403, see `adminOf`), then the body read and
 * checked with the shared schema (415/413/400 with the Turkish message), then its answer.
 */
export function adminJsonRoute<S extends z.core.$ZodType>(
  schema: S,
  answer: (data: z.infer<S>, admin: SessionUser, context: APIContext) => Promise<Response>,
): APIRoute {
  return async (context) => {
    const admin = adminOf(context);
    if (admin instanceof Response) return admin;
    const parsed = await readJson(context.request, schema);
    return parsed.ok ? answer(parsed.data, admin, context) : parsed.response;
  };
}
