import type { APIRoute } from 'astro';
import { listCategoriesWithCounts } from '../../lib/server/categories.ts';
import { getDb } from '../../lib/server/db.ts';

export const prerender = false;

/** Categories in display order with the live count of approved businesses. */
export const GET: APIRoute = async () => Response.json({ categories: await listCategoriesWithCounts(getDb()) });
