import { getDb } from '~/database.server.ts';
import { apiCategories } from '~/features/open-data/api.server.ts';
import { apiEndpoint } from '~/features/open-data/api-route.server.ts';

export const prerender = false;

/** GET /api/v1/categories: the categories with their published listings' counts. */
export const { GET, OPTIONS } = apiEndpoint(async () => ({ value: await apiCategories(getDb()) }));
