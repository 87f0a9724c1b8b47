import type { APIContext, APIRoute } from 'astro';
import { type PaymentsConfig, paymentsEnabled, readPaymentsConfig } from '~/features/payments/config.server.ts';
import { notConfiguredResponse, providerErrorResponse } from '~/features/payments/stripe-client.server.ts';
import { limitedJsonRoute } from '~/lib/http/json-route.server.ts';
import { RATE_LIMITS } from '~/lib/http/rate-limit.server.ts';
import type { z } from '~/lib/zod.ts';

export interface PaymentRoute<S extends z.core.$ZodType> {
  /** The rate-limit bucket, counted per client address. */
  scope: string;
  schema: S;
  start: (data: z.infer<S>, config: PaymentsConfig, context: APIContext) => Promise<Response>;
  /** The answer to an error of our own (a missing business…); null leaves it to the provider's answer. */
  refuse?: (error: unknown) => Response | null;
}

/**
 * A payment's start: 503 while payments are not configured, then the per-address form limit (429) and the
 * body checked with the shared schema (see `limitedJsonRoute`); an error of the provider → 502.
 */
export function paymentRoute<S extends z.core.$ZodType>(route: PaymentRoute<S>): APIRoute {
  return async (context) => {
    const config = readPaymentsConfig();
    if (!paymentsEnabled(config)) return notConfiguredResponse();
    const limited = limitedJsonRoute({
      scope: route.scope,
      limit: RATE_LIMITS.forms,
      schema: route.schema,
      answer: async (data, context) => {
        try {
          return await route.start(data, config, context);
        } catch (error) {
          return route.refuse?.(error) ?? providerErrorResponse(error);
        }
      },
    });
    return limited(context);
  };
}
