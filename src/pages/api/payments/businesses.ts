import type { APIRoute } from 'astro';
import { listSubscribableBusinesses } from '~/features/payments/subscriptions.server.ts';
import { getDb } from '~/lib/db/db.server.ts';

export const prerender = false;

/** Approved businesses (id, name, district, subscriptionTier) for the business select of /subscribe. */
export const GET: APIRoute = async () => Response.json({ businesses: await listSubscribableBusinesses(getDb()) });
