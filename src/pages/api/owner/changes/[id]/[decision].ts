import type { APIRoute } from 'astro';
import { decisionEndpoint } from '~/features/owners/admin-decision.server.ts';
import { decideChange } from '~/features/owners/changes.server.ts';

export const prerender = false;

/** POST /api/owner/changes/{id}/approve | reject (admin): an owner's edit published, or kept with the reason. */
export const POST: APIRoute = decisionEndpoint(decideChange);
