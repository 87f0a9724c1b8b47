import type { APIRoute } from 'astro';
import { getDonationStats } from '~/features/payments/donations.server.ts';
import { getDb } from '~/lib/db/db.server.ts';

export const prerender = false;

/** Donation stats of SPEC §3 (this month, succeeded donations only). */
export const GET: APIRoute = async () => {
  const stats = await getDonationStats(getDb());
  return Response.json(stats, { headers: { 'Cache-Control': 'no-store' } });
};
