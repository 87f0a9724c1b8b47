import type { APIRoute } from 'astro';
import { SEO_STRATEGIES } from '~/features/seo/seo-strategies.ts';

export const prerender = false;

export const GET: APIRoute = () => Response.json({ strategies: SEO_STRATEGIES });
