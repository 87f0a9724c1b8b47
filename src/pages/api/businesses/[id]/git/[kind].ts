import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { takeTap } from '~/features/listing-stats/taps.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

const tap = (context: Parameters<APIRoute>[0]) => {
  const id = parseRouteId(context.params.id);
  return id === null
    ? Promise.resolve(null)
    : takeTap(getDb(), id, context.params.kind ?? '', context.request, context.url);
};

/** GET: counts a tap on the business's WhatsApp, directions or web site link and sends the visitor there. */
export const GET: APIRoute = async (context) => {
  const target = await tap(context);
  if (!target) return jsonError(404, MSG.notFound);
  return new Response(null, { status: 302, headers: { Location: target, 'Cache-Control': 'no-store' } });
};

/**
 * POST (a link's `ping`, sent by the browser as the phone link opens the dialler): counts the tap; a ping
 * from another site's page is answered the same and not counted.
 */
export const POST: APIRoute = async (context) => {
  const target = await tap(context);
  return target ? new Response(null, { status: 204 }) : jsonError(404, MSG.notFound);
};
