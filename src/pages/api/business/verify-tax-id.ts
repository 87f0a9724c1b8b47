import type { APIRoute } from 'astro';
import { REGISTRY_MSG } from '~/features/submissions/messages.ts';
import { findRegistryRecord } from '~/features/submissions/registry/registries.server.ts';
import { registryRoute } from '~/features/submissions/registry/registry-route.server.ts';
import { taxIdSchema } from '~/features/submissions/registry-schema.ts';
import { jsonError } from '~/lib/http/http.server.ts';

export const prerender = false;

/** Checks a tax number (format and check digit) and looks it up in the configured registries. */
export const POST: APIRoute = registryRoute(taxIdSchema, async (providers, { taxId }) => {
  const business = await findRegistryRecord(providers, taxId);
  return business ? Response.json({ business }) : jsonError(404, REGISTRY_MSG.notFound);
});
