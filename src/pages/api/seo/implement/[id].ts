import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { deskAdmin } from '~/features/desk/desk-endpoint.server.ts';
import { DESK_MSG } from '~/features/desk/messages.ts';
import { implementStrategy } from '~/features/seo/strategy-implementations.server.ts';
import { isFormPost, sentAnswer } from '~/lib/http/form-post.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';

export const prerender = false;

const PLAN_PAGE = '/seo-enhancement';

/**
 * POST /api/seo/implement/{id} (admin, no body needed) → { strategy } with `implementedAt`; a browser's
 * form post goes back to the plan. Unknown strategy → 404.
 */
export const POST: APIRoute = async (context) => {
  const admin = deskAdmin(context, PLAN_PAGE);
  if (admin instanceof Response) return admin;
  const strategy = await implementStrategy(getDb(), context.params.id ?? '', admin);
  if (!strategy) return jsonError(404, DESK_MSG.strategyNotFound);
  if (isFormPost(context.request)) return sentAnswer(`${PLAN_PAGE}#${strategy.group}`);
  return Response.json({ strategy });
};
