import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { recordPartnershipOutreach } from '~/features/seo/authority-builder.server.ts';
import { AUTHORITY_MSG, partnershipOutreachSchema } from '~/features/seo/authority-builder-schema.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';

export const prerender = false;

/**
 * POST /api/authority/partnership-outreach (admin) → 201 { recorded, partnerName }. It records that
 * the proposal went out (the operator sends it from their own mail); 409 when already contacted.
 */
export const POST: APIRoute = endpoint({
  guard: adminOf,
  body: { schema: partnershipOutreachSchema },
  run: async ({ data, actor }) => {
    const result = await recordPartnershipOutreach(getDb(), data, actor.id);
    if (!result.ok) return jsonError(409, AUTHORITY_MSG.alreadyContacted);
    return Response.json({ recorded: true, partnerName: data.partnerName, status: 'contacted' }, { status: 201 });
  },
});
