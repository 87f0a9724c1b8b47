import type { APIRoute } from 'astro';
import { decisionEndpoint } from '~/features/owners/admin-decision.server.ts';
import { decideClaim } from '~/features/owners/claims.server.ts';

export const prerender = false;

/** POST /api/owner/claims/{id}/approve | reject (admin): a claim request decided; the claimant is told. */
export const POST: APIRoute = decisionEndpoint(decideClaim);
