import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { adminJsonRoute } from '~/features/admin/admin-json-route.server.ts';
import { recordAuthorityAction } from '~/features/seo/authority-builder.server.ts';
import { authorityActionSchema } from '~/features/seo/authority-builder-schema.ts';

export const prerender = false;

/** POST /api/authority/actions (admin) { action, status: started|sent } → 201 { action: { action, status, at } }. */
export const POST: APIRoute = adminJsonRoute(authorityActionSchema, async (data, admin) => {
  const action = await recordAuthorityAction(getDb(), data, admin.id);
  return Response.json({ action }, { status: 201 });
});
