import type { APIRoute } from 'astro';
import { REGISTRY_MSG } from '~/features/submissions/messages.ts';
import {
  type RegistryProvider,
  RegistryUnavailableError,
  registryProvidersFromEnv,
} from '~/features/submissions/registry/registries.server.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { RATE_LIMITS } from '~/lib/http/rate-limit.server.ts';
import type { z } from '~/lib/zod.ts';

/**
 * A registry lookup endpoint: limited like the public forms, the body checked with the shared schema,
 * 503 when no registry is configured, 502 when the registries do not answer.
 */
export function registryRoute<S extends z.core.$ZodType>(
  schema: S,
  ask: (providers: RegistryProvider[], data: z.infer<S>) => Promise<Response>,
): APIRoute {
  return endpoint({
    limit: { scope: 'registry', limit: RATE_LIMITS.forms },
    body: { schema },
    run: async ({ data }) => {
      const providers = registryProvidersFromEnv();
      if (providers.length === 0) return jsonError(503, REGISTRY_MSG.notConfigured);
      try {
        return await ask(providers, data);
      } catch (error) {
        if (error instanceof RegistryUnavailableError) return jsonError(502, REGISTRY_MSG.unavailable);
        throw error;
      }
    },
  });
}
