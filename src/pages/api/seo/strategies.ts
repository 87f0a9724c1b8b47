import type { APIRoute } from 'astro';
import { listStrategies } from '~/features/seo/strategy-implementations.server.ts';
import { getDb } from '~/lib/db/db.server.ts';

export const prerender = false;

/** GET /api/seo/strategies → { strategies }, each with `implementedAt` (null until an admin starts it). */
export const GET: APIRoute = async () => Response.json({ strategies: await listStrategies(getDb()) });
