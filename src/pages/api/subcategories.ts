import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { listSubcategories } from '~/features/directory/categories.server.ts';

export const prerender = false;

/** Active subcategories (id, categoryId, name, slug, businessCount). */
export const GET: APIRoute = async () => Response.json({ subcategories: await listSubcategories(getDb()) });
