import { getDb } from '~/database.server.ts';
import { apiListings } from '~/features/open-data/api.server.ts';
import { apiEndpoint } from '~/features/open-data/api-route.server.ts';

export const prerender = false;

/** GET /api/v1/listings: published listings with the list page's filters, paged by cursor. */
export const { GET, OPTIONS } = apiEndpoint(async ({ url }) => {
  const page = await apiListings(getDb(), url.searchParams, new Date());
  return page.ok ? { value: page.value } : { status: 400, error: page.error };
});
