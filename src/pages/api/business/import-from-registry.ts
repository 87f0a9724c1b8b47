import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { REGISTRY_MSG } from '~/features/submissions/messages.ts';
import {
  findRegistryRecord,
  RegistryUnavailableError,
  registryProvidersFromEnv,
} from '~/features/submissions/registry/registries.server.ts';
import { registryImportSchema } from '~/features/submissions/registry-schema.ts';
import { createRegistryBusiness } from '~/features/submissions/submissions.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { readPublicForm } from '~/lib/http/public-form.server.ts';

export const prerender = false;

/**
 * Creates a pending business from the registry record of a tax number. The owner is the session
 * user, if any; a userId in the body is ignored.
 */
export const POST: APIRoute = async ({ request, clientAddress, locals }) => {
  const form = await readPublicForm({ request, clientAddress }, 'registry-import', registryImportSchema);
  if (form.kind === 'rejected') return jsonError(form.status, form.error, form.issues, form.headers);
  if (form.kind === 'honeypot') return Response.json({ received: true }, { status: 201 });
  const providers = registryProvidersFromEnv();
  if (providers.length === 0) return jsonError(503, REGISTRY_MSG.notConfigured);
  try {
    const record = await findRegistryRecord(providers, form.data.taxId);
    if (!record) return jsonError(404, REGISTRY_MSG.notFound);
    const business = await createRegistryBusiness(getDb(), record, locals.user?.id ?? null);
    if (!business) return jsonError(409, REGISTRY_MSG.duplicate);
    return Response.json({ received: true, business }, { status: 201 });
  } catch (error) {
    if (error instanceof RegistryUnavailableError) return jsonError(502, REGISTRY_MSG.unavailable);
    throw error;
  }
};
