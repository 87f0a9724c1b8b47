import type { APIRoute } from 'astro';
import { generateBlogPost } from '~/features/seo/seo-tools.server.ts';
import { generateBlogSchema, SEO_TOOLS_RATE_LIMIT } from '~/features/seo/seo-tools-schema.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import { readJson } from '~/lib/http/http.server.ts';
import { rateLimitResponse } from '~/lib/http/rate-limit.server.ts';

export const prerender = false;

/** POST /api/content/generate-blog → { blogPost, scoring, contentSuggestions, basedOn }. Public, stores nothing, rate-limited per IP. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const limited = rateLimitResponse('generate-blog', clientIp({ request, clientAddress }), SEO_TOOLS_RATE_LIMIT);
  if (limited) return limited;
  const parsed = await readJson(request, generateBlogSchema);
  if (!parsed.ok) return parsed.response;
  return Response.json(await generateBlogPost(getDb(), parsed.data));
};
