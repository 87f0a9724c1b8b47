import type { APIRoute } from 'astro';
import { isbot } from 'isbot';
import { getDb } from '~/database.server.ts';
import { recordPostView, viewDay, visitorHash } from '~/features/blog/blog.server.ts';
import { VIEW_RATE_LIMIT } from '~/lib/constants.ts';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { rateLimitResponse } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/** POST /api/blog/{slug}/view → { views }: counts one view per visitor per day (crawlers only read). */
export const POST: APIRoute = async ({ params, request, clientAddress }) => {
  const ip = clientIp({ request, clientAddress });
  const limited = await rateLimitResponse('post-view', ip, VIEW_RATE_LIMIT);
  if (limited) return limited;
  const userAgent = request.headers.get('user-agent') ?? '';
  const day = viewDay();
  const views = params.slug
    ? await recordPostView(getDb(), params.slug, visitorHash(ip, userAgent, day), day, !isbot(userAgent))
    : null;
  if (views === null) return jsonError(404, MSG.postNotFoundTitle);
  return Response.json({ views }, { headers: { 'Cache-Control': 'no-store' } });
};
