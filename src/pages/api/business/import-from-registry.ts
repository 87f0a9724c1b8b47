import { getDb } from '~/database.server.ts';
import { REGISTRY_MSG } from '~/features/submissions/messages.ts';
import {
  findRegistryRecord,
  RegistryUnavailableError,
  registryProvidersFromEnv,
} from '~/features/submissions/registry/registries.server.ts';
import { registryImportSchema } from '~/features/submissions/registry-schema.ts';
import { createRegistryBusiness } from '~/features/submissions/submissions.server.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { RATE_LIMITS } from '~/lib/http/rate-limit.server.ts';

export const prerender = false;

/**
 * Creates a pending business from the registry record of a tax number. The owner is the session
 * user, if any; a userId in the body is ignored. Sent by the registry dialog's script (JSON only).
 */
export const POST = endpoint({
  limit: { scope: 'registry-import', limit: RATE_LIMITS.forms },
  body: {
    schema: registryImportSchema,
    received: true,
  },
  run: async ({ context, data, received }) => {
    const providers = registryProvidersFromEnv();
    if (providers.length === 0) return jsonError(503, REGISTRY_MSG.notConfigured);
    try {
      const record = await findRegistryRecord(providers, data.taxId);
      if (!record) return jsonError(404, REGISTRY_MSG.notFound);
      const business = await createRegistryBusiness(getDb(), record, context.locals.user?.id ?? null);
      if (!business) return jsonError(409, REGISTRY_MSG.duplicate);
      return received({ business });
    } catch (error) {
      if (error instanceof RegistryUnavailableError) return jsonError(502, REGISTRY_MSG.unavailable);
      throw error;
    }
  },
});
