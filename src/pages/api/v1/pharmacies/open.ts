import { getDb } from '~/database.server.ts';
import { apiOpenPharmacies } from '~/features/open-data/api.server.ts';
import { apiEndpoint } from '~/features/open-data/api-route.server.ts';

export const prerender = false;

/** GET /api/v1/pharmacies/open: the pharmacies open now, tonight's duty ones among them. */
export const { GET, OPTIONS } = apiEndpoint(async () => ({ value: await apiOpenPharmacies(getDb(), new Date()) }));
