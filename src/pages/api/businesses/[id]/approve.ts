import type { APIRoute } from 'astro';
import { approveBusiness } from '~/features/admin/approval.server.ts';
import { approvalRoute } from '~/features/admin/approval-route.server.ts';

export const prerender = false;

/** POST /api/businesses/{id}/approve (admin) → { business }; queues a rebuild (category counts change). */
export const POST: APIRoute = approvalRoute(async (db, id) => {
  const approved = await approveBusiness(db, id);
  if (!approved) return null;
  return { audit: { action: 'business.approve', summary: `${approved.business.name} (#${id})` }, body: approved };
});
