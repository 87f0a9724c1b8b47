import { getDb } from '~/database.server.ts';
import { apiEvents } from '~/features/open-data/api.server.ts';
import { apiEndpoint } from '~/features/open-data/api-route.server.ts';

export const prerender = false;

/** GET /api/v1/events: the city's current and upcoming events. */
export const { GET, OPTIONS } = apiEndpoint(async () => ({ value: await apiEvents(getDb(), new Date()) }));
