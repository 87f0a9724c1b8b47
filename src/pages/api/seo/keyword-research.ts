import type { APIRoute } from 'astro';
import { getDb } from '../../../lib/server/db.ts';
import { queryObject, validate } from '../../../lib/server/http.ts';
import { rateLimitResponse } from '../../../lib/server/rate-limit.ts';
import { keywordResearch } from '../../../lib/server/seo-tools.ts';
import { keywordResearchSchema, SEO_TOOLS_RATE_LIMIT } from '../../../lib/shared/seo-tools-schema.ts';

export const prerender = false;

/** GET /api/seo/keyword-research?seedKeyword=&location=&businessType= → { research }. Rate-limited per IP (it reads the request log). */
export const GET: APIRoute = async ({ url, clientAddress }) => {
  const limited = rateLimitResponse('keyword-research', clientAddress, SEO_TOOLS_RATE_LIMIT);
  if (limited) return limited;
  const parsed = validate(keywordResearchSchema, queryObject(url));
  if (!parsed.ok) return parsed.response;
  return Response.json(await keywordResearch(getDb(), parsed.data));
};
