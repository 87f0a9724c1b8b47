import type { APIRoute } from 'astro';
import { moderateReviewRoute } from '~/features/reviews/moderate-route.server.ts';

export const prerender = false;

/** Admin: hides a review and recomputes the business's rating and review count. */
export const POST: APIRoute = moderateReviewRoute('rejected');
