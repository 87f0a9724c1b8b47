import type { APIRoute } from 'astro';
import { getDb } from '../../../lib/server/db.ts';
import { technicalAnalysis } from '../../../lib/server/seo-tools.ts';

export const prerender = false;

/** GET /api/seo/technical-analysis → { overallScore, overallBasis, analysis } computed from the site's own data. */
export const GET: APIRoute = async () => Response.json(await technicalAnalysis(getDb()));
