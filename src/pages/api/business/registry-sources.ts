import type { APIRoute } from 'astro';
import { listRegistrySources, registryProvidersFromEnv } from '~/features/submissions/registry/registries.server.ts';

export const prerender = false;

/** The configured business registries; `{ sources: [] }` when none is. */
export const GET: APIRoute = () => Response.json({ sources: listRegistrySources(registryProvidersFromEnv()) });
