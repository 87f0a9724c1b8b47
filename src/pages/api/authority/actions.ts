import type { APIRoute } from 'astro';
import { adminOf } from '~/features/admin/auth.server.ts';
import { recordAuthorityAction } from '~/features/seo/authority-builder.server.ts';
import { authorityActionSchema } from '~/features/seo/authority-builder-schema.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { readJson } from '~/lib/http/http.server.ts';

export const prerender = false;

/** POST /api/authority/actions (admin) { action, status: started|sent } → 201 { action: { action, status, at } }. */
export const POST: APIRoute = async (context) => {
  const admin = adminOf(context);
  if (admin instanceof Response) return admin;
  const parsed = await readJson(context.request, authorityActionSchema);
  if (!parsed.ok) return parsed.response;
  const action = await recordAuthorityAction(getDb(), parsed.data, admin.id);
  return Response.json({ action }, { status: 201 });
};
