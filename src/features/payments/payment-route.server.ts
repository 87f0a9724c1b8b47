import type { APIContext, APIRoute } from 'astro';
import { type PaymentsConfig, paymentsEnabled, readPaymentsConfig } from '~/features/payments/config.server.ts';
import { notConfiguredResponse, providerErrorResponse } from '~/features/payments/stripe-client.server.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { isSameOrigin, jsonError } from '~/lib/http/http.server.ts';
import { RATE_LIMITS } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';
import type { z } from '~/lib/zod.ts';

export interface PaymentRoute<S extends z.core.$ZodType> {
  /** The rate-limit bucket, counted per client address. */
  scope: string;
  schema: S;
  /** Refuses a call from another site even without the session cookie (it links the signed-in user). */
  sameSiteOnly?: boolean;
  start: (data: z.infer<S>, config: PaymentsConfig, context: APIContext) => Promise<Response>;
  /** The answer to an error of our own (a missing business…); null leaves it to the provider's answer. */
  refuse?: (error: unknown) => Response | null;
}

/**
 * A payment's start (see `endpoint`): 503 while payments are not configured, then the per-address form
 * limit (429) and the body checked with the shared schema; an error of the provider → 502.
 */
export function paymentRoute<S extends z.core.$ZodType>(route: PaymentRoute<S>): APIRoute {
  return endpoint({
    guard: (context) => {
      if (route.sameSiteOnly && !isSameOrigin(context.request, context.url)) return jsonError(403, MSG.crossOrigin);
      const config = readPaymentsConfig();
      return paymentsEnabled(config) ? config : notConfiguredResponse();
    },
    limit: { scope: route.scope, limit: RATE_LIMITS.forms },
    body: { schema: route.schema },
    run: async ({ data, actor: config, context }) => {
      try {
        return await route.start(data, config, context);
      } catch (error) {
        return route.refuse?.(error) ?? providerErrorResponse(error);
      }
    },
  });
}
