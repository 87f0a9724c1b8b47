import type { APIRoute } from 'astro';
import { listSubcategories } from '../../lib/server/categories.ts';
import { getDb } from '../../lib/server/db.ts';

export const prerender = false;

/** Active subcategories (id, categoryId, name, slug, businessCount). */
export const GET: APIRoute = async () => Response.json({ subcategories: await listSubcategories(getDb()) });
