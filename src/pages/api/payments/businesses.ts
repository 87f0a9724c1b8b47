import type { APIRoute } from 'astro';
import { getDb } from '../../../lib/server/db.ts';
import { listSubscribableBusinesses } from '../../../lib/server/payments/subscriptions.ts';

export const prerender = false;

/** Approved businesses (id, name, district, subscriptionTier) for the business select of /subscribe. */
export const GET: APIRoute = async () => Response.json({ businesses: await listSubscribableBusinesses(getDb()) });
