import type { APIRoute } from 'astro';
import { REGISTRY_MSG } from '~/features/submissions/messages.ts';
import {
  findRegistryRecord,
  RegistryUnavailableError,
  registryProvidersFromEnv,
} from '~/features/submissions/registry/registries.server.ts';
import { taxIdSchema } from '~/features/submissions/registry-schema.ts';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import { jsonError, readJson } from '~/lib/http/http.server.ts';
import { RATE_LIMITS, rateLimitResponse } from '~/lib/http/rate-limit.server.ts';

export const prerender = false;

/** Checks a tax number (format and check digit) and looks it up in the configured registries. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const limited = rateLimitResponse('registry', clientIp({ request, clientAddress }), RATE_LIMITS.forms());
  if (limited) return limited;
  const parsed = await readJson(request, taxIdSchema);
  if (!parsed.ok) return parsed.response;
  const providers = registryProvidersFromEnv();
  if (providers.length === 0) return jsonError(503, REGISTRY_MSG.notConfigured);
  try {
    const business = await findRegistryRecord(providers, parsed.data.taxId);
    return business ? Response.json({ business }) : jsonError(404, REGISTRY_MSG.notFound);
  } catch (error) {
    if (error instanceof RegistryUnavailableError) return jsonError(502, REGISTRY_MSG.unavailable);
    throw error;
  }
};
