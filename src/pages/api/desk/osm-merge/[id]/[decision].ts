import { mergeDecisionRoute } from '~/features/osm/osm-route.server.ts';

export const prerender = false;

/** POST /api/desk/osm-merge/{id}/{birlestir|yoksay} (admin): merge an OpenStreetMap element into a listing, or not. */
export const POST = mergeDecisionRoute;
