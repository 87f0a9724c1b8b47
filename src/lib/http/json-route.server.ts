import type { APIContext, APIRoute } from 'astro';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import { readJson } from '~/lib/http/http.server.ts';
import { type Limit, rateLimitResponse } from '~/lib/http/rate-limit.server.ts';
import type { z } from '~/lib/zod.ts';

export interface LimitedJsonRoute<S extends z.core.$ZodType> {
  /** The rate-limit bucket, counted per client address. */
  scope: string;
  /** The limit, or how to read it when the request comes (an operator's setting). */
  limit: Limit | (() => Limit);
  schema: S;
  answer: (data: z.infer<S>, context: APIContext) => Response | Promise<Response>;
}

/**
 * A public JSON endpoint: 429 over the per-address limit, the body read and checked with the shared
 * schema (415/413/400 with the Turkish message, see `readJson`), then its answer.
 */
export function limitedJsonRoute<S extends z.core.$ZodType>(route: LimitedJsonRoute<S>): APIRoute {
  return async (context) => {
    const limit = typeof route.limit === 'function' ? route.limit() : route.limit;
    const limited = await rateLimitResponse(route.scope, clientIp(context), limit);
    if (limited) return limited;
    const parsed = await readJson(context.request, route.schema);
    return parsed.ok ? route.answer(parsed.data, context) : parsed.response;
  };
}
