import type { APIRoute } from 'astro';
import { FORM_RATE_LIMIT } from '../../../lib/shared/constants.ts';
import { registrySearchSchema } from '../../../lib/shared/registry-schema.ts';
import { REGISTRY_MSG } from '../../../lib/shared/submission-messages.ts';
import { jsonError, readJson } from '../../../lib/server/http.ts';
import { rateLimitResponse } from '../../../lib/server/rate-limit.ts';
import { RegistryUnavailableError, registryProvidersFromEnv, searchRegistries } from '../../../lib/server/registry/index.ts';

export const prerender = false;

/** Searches the configured registries by trade name: `{ count, converted }`. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const limited = rateLimitResponse('registry', clientAddress, FORM_RATE_LIMIT);
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
