import { getDb } from '~/database.server.ts';
import { apiListing } from '~/features/open-data/api.server.ts';
import { apiEndpoint, NOT_FOUND } from '~/features/open-data/api-route.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';

export const prerender = false;

/** GET /api/v1/listings/{id}: one published listing (404 for any other id). */
export const { GET, OPTIONS } = apiEndpoint(async ({ params }) => {
  const id = parseRouteId(params.id);
  const listing = id ? await apiListing(getDb(), id) : null;
  return listing ? { value: listing } : NOT_FOUND;
});
