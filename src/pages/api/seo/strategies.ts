import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { listStrategies } from '~/features/seo/strategy-implementations.server.ts';

export const prerender = false;

/** GET /api/seo/strategies → { strategies }, each with `implementedAt` (null until an admin starts it). */
export const GET: APIRoute = async () => Response.json({ strategies: await listStrategies(getDb()) });
