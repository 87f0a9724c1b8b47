import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { technicalAnalysis } from '~/features/seo/seo-tools.server.ts';

export const prerender = false;

/** GET /api/seo/technical-analysis → { overallScore, overallBasis, analysis } computed from the site's own data. */
export const GET: APIRoute = async () => Response.json(await technicalAnalysis(getDb()));
