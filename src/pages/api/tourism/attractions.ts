import type { APIRoute } from 'astro';
import { ATTRACTIONS } from '~/features/tourism/tourism.ts';

export const prerender = false;

export const GET: APIRoute = () => Response.json({ attractions: ATTRACTIONS });
