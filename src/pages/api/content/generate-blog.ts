import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { generateBlogPost } from '~/features/seo/seo-tools.server.ts';
import { generateBlogSchema, SEO_TOOLS_LIMIT_SCOPE, SEO_TOOLS_RATE_LIMIT } from '~/features/seo/seo-tools-schema.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';

export const prerender = false;

/** POST /api/content/generate-blog → { blogPost, scoring, contentSuggestions, basedOn }. Public, stores nothing, rate-limited per IP. */
export const POST: APIRoute = endpoint({
  limit: { scope: SEO_TOOLS_LIMIT_SCOPE.blog, limit: SEO_TOOLS_RATE_LIMIT },
  body: { schema: generateBlogSchema },
  run: async ({ data }) => Response.json(await generateBlogPost(getDb(), data)),
});
