import { apiDistricts } from '~/features/open-data/api.server.ts';
import { apiEndpoint } from '~/features/open-data/api-route.server.ts';

export const prerender = false;

/** GET /api/v1/districts: the province's nine districts. */
export const { GET, OPTIONS } = apiEndpoint(async () => ({ value: apiDistricts() }));
