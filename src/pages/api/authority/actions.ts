import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { recordAuthorityAction } from '~/features/seo/authority-builder.server.ts';
import { authorityActionSchema } from '~/features/seo/authority-builder-schema.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';

export const prerender = false;

/** POST /api/authority/actions (admin) { action, status: started|sent } → 201 { action: { action, status, at } }. */
export const POST: APIRoute = endpoint({
  guard: adminOf,
  body: { schema: authorityActionSchema },
  run: async ({ data, actor }) => {
    const action = await recordAuthorityAction(getDb(), data, actor.id);
    return Response.json({ action }, { status: 201 });
  },
});
