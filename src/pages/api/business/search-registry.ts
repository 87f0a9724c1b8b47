import type { APIRoute } from 'astro';
import { searchRegistries } from '~/features/submissions/registry/registries.server.ts';
import { registryRoute } from '~/features/submissions/registry/registry-route.server.ts';
import { registrySearchSchema } from '~/features/submissions/registry-schema.ts';

export const prerender = false;

/** Searches the configured registries by trade name: `{ count, converted }`. */
export const POST: APIRoute = registryRoute(registrySearchSchema, async (providers, { name, province }) => {
  const converted = await searchRegistries(providers, name, province);
  return Response.json({ count: converted.length, converted });
});
