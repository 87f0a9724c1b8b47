import type { APIRoute } from 'astro';
import { TOUR_PACKAGES } from '~/features/tourism/tourism.ts';

export const prerender = false;

export const GET: APIRoute = () => Response.json({ packages: TOUR_PACKAGES });
