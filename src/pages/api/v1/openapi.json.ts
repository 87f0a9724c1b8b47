import { apiEndpoint } from '~/features/open-data/api-route.server.ts';
import { openApiDocument } from '~/features/open-data/openapi.ts';
import { dataLicense } from '~/lib/env.server.ts';
import { siteOrigin } from '~/lib/origin.ts';

export const prerender = false;

/** GET /api/v1/openapi.json: the API's OpenAPI 3.1 document. */
export const { GET, OPTIONS } = apiEndpoint(async () => ({ value: openApiDocument(siteOrigin(), dataLicense()) }));
