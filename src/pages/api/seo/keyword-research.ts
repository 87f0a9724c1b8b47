import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { keywordResearch } from '~/features/seo/seo-tools.server.ts';
import { keywordResearchSchema, SEO_TOOLS_LIMIT_SCOPE, SEO_TOOLS_RATE_LIMIT } from '~/features/seo/seo-tools-schema.ts';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import { queryObject, validate } from '~/lib/http/http.server.ts';
import { rateLimitResponse } from '~/lib/http/rate-limit.server.ts';

export const prerender = false;

/** GET /api/seo/keyword-research?seedKeyword=&location=&businessType= → { research }. Rate-limited per IP (it reads the request log). */
export const GET: APIRoute = async ({ url, request, clientAddress }) => {
  const limited = await rateLimitResponse(
    SEO_TOOLS_LIMIT_SCOPE.keywords,
    clientIp({ request, clientAddress }),
    SEO_TOOLS_RATE_LIMIT,
  );
  if (limited) return limited;
  const parsed = validate(keywordResearchSchema, queryObject(url));
  if (!parsed.ok) return parsed.response;
  return Response.json(await keywordResearch(getDb(), parsed.data));
};
