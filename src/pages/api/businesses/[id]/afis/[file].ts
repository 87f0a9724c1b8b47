import { getDb } from '~/database.server.ts';
import { listingActorOf } from '~/features/accounts/listing-guard.server.ts';
import { posterPdf, posterSvg } from '~/features/reviews/poster.server.ts';
import { parsePosterFile } from '~/features/reviews/poster.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/**
 * GET /api/businesses/{id}/afis/{a5|a6|etiket}.{svg|pdf}: the listing's printable invitation to review,
 * for its owner (or an admin); downloaded as a file named after the size.
 */
export const GET = endpoint({
  guard: (context) => listingActorOf(context, getDb(), parseRouteId(context.params.id)),
  limit: { scope: 'review-poster', limit: { max: 60, windowMs: 3_600_000 } },
  run: async ({ actor, context }) => {
    const file = parsePosterFile(context.params.file);
    if (!file) return jsonError(404, MSG.notFound);
    const { id, name } = actor.business;
    const headers = {
      'Content-Disposition': `attachment; filename="yorum-afisi-${id}-${file.size}.${file.type}"`,
      'Cache-Control': 'private, no-store',
    };
    if (file.type === 'svg') {
      const svg = await posterSvg(id, name, file.size);
      return new Response(svg, { headers: { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' } });
    }
    const pdf = await posterPdf(id, name, file.size);
    return new Response(new Uint8Array(pdf), { headers: { ...headers, 'Content-Type': 'application/pdf' } });
  },
});
