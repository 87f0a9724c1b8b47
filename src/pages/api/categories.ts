import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { listCategoriesWithCounts } from '~/features/directory/categories.server.ts';

export const prerender = false;

/** Categories in display order with the live count of approved businesses. */
export const GET: APIRoute = async () => Response.json({ categories: await listCategoriesWithCounts(getDb()) });
