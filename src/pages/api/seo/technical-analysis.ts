import type { APIRoute } from 'astro';
import { technicalAnalysis } from '~/features/seo/seo-tools.server.ts';
import { getDb } from '~/lib/db/db.server.ts';

export const prerender = false;

/** GET /api/seo/technical-analysis → { overallScore, overallBasis, analysis } computed from the site's own data. */
export const GET: APIRoute = async () => Response.json(await technicalAnalysis(getDb()));
