import type { APIRoute } from 'astro';
import { REGISTRY_MSG } from '~/features/submissions/messages.ts';
import {
  RegistryUnavailableError,
  registryProvidersFromEnv,
  searchRegistries,
} from '~/features/submissions/registry/registries.server.ts';
import { registrySearchSchema } from '~/features/submissions/registry-schema.ts';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import { jsonError, readJson } from '~/lib/http/http.server.ts';
import { RATE_LIMITS, rateLimitResponse } from '~/lib/http/rate-limit.server.ts';

export const prerender = false;

/** Searches the configured registries by trade name: `{ count, converted }`. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const limited = rateLimitResponse('registry', clientIp({ request, clientAddress }), RATE_LIMITS.forms());
  if (limited) return limited;
  const parsed = await readJson(request, registrySearchSchema);
  if (!parsed.ok) return parsed.response;
  const providers = registryProvidersFromEnv();
  if (providers.length === 0) return jsonError(503, REGISTRY_MSG.notConfigured);
  try {
    const converted = await searchRegistries(providers, parsed.data.name, parsed.data.province);
    return Response.json({ count: converted.length, converted });
  } catch (error) {
    if (error instanceof RegistryUnavailableError) return jsonError(502, REGISTRY_MSG.unavailable);
    throw error;
  }
};
