import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { generateBlogPost } from '~/features/seo/seo-tools.server.ts';
import { generateBlogSchema, SEO_TOOLS_RATE_LIMIT } from '~/features/seo/seo-tools-schema.ts';
import { limitedJsonRoute } from '~/lib/http/json-route.server.ts';

export const prerender = false;

/** POST /api/content/generate-blog → { blogPost, scoring, contentSuggestions, basedOn }. Public, stores nothing, rate-limited per IP. */
export const POST: APIRoute = limitedJsonRoute({
  scope: 'generate-blog',
  limit: SEO_TOOLS_RATE_LIMIT,
  schema: generateBlogSchema,
  answer: async (data) => Response.json(await generateBlogPost(getDb(), data)),
});
