import type { APIRoute } from 'astro';
import { approveBusiness } from '~/features/admin/approval.server.ts';
import { approvalRoute } from '~/features/admin/approval-route.server.ts';

export const prerender = false;

/** POST /api/businesses/{id}/approve (admin) → { business }; mails the owner, queues a rebuild (category counts change). */
export const POST: APIRoute = approvalRoute((db, id, _request, admin) => approveBusiness(db, id, admin));
