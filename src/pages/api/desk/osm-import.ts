import { osmImportRoute } from '~/features/osm/osm-route.server.ts';

export const prerender = false;

/** POST /api/desk/osm-import (admin): an OpenStreetMap file (`dosya`) or `kaynak=overpass` → the import's report. */
export const POST = osmImportRoute;
