import { rosterUploadRoute } from '~/features/pharmacies/roster-route.server.ts';

export const prerender = false;

export const POST = rosterUploadRoute;
